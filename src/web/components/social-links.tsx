import { Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconWorld,
} from '@tabler/icons-react';
import { socialHref } from '../../shared/domain/display';
import classes from './social-links.module.css';

export interface SocialValues {
  facebook?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  tiktok?: string | null;
  website?: string | null;
}

const NETWORKS = [
  { key: 'facebook', label: 'Facebook', Icon: IconBrandFacebook },
  { key: 'twitter', label: 'Twitter', Icon: IconBrandX },
  { key: 'instagram', label: 'Instagram', Icon: IconBrandInstagram },
  { key: 'tiktok', label: 'TikTok', Icon: IconBrandTiktok },
  { key: 'website', label: 'Website', Icon: IconWorld },
] as const;

/**
 * Icon links to the social profiles that are set; nothing when none is. `onColour`: drawn light,
 * on an organisation's banner colour.
 */
export function SocialLinks({ values, onColour = false }: { values: SocialValues; onColour?: boolean }) {
  const links = NETWORKS.flatMap(({ key, label, Icon }) => {
    const href = socialHref(key, values[key] ?? null);
    return href ? [{ key, label, Icon, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Group gap={6}>
      {links.map(({ key, label, Icon, href }) => (
        <a
          key={key}
          className={classes.link}
          data-tone={onColour ? 'on-colour' : undefined}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
        >
          <Icon size={18} aria-hidden />
        </a>
      ))}
    </Group>
  );
}
