import { SegmentedControl } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SignUpValues } from '../signup/sign-up-values';
import { SocialStep } from '../signup/social-step';
import { TeamStep } from '../signup/team-step';
import { PlayerSection } from './player-section';
import { PROFILE_SECTIONS, type ProfileSection } from './profile-values';

function isSection(value: string): value is ProfileSection {
  return PROFILE_SECTIONS.some((section) => section === value);
}

interface ProfileSectionsProps {
  form: UseFormReturnType<SignUpValues>;
  section: ProfileSection;
  onSection: (section: ProfileSection) => void;
  /** The player's birth date as kept, which sets the range a new one may take. */
  keptDob: string | null;
}

/** Player Info, Team Info and Social Info (SPEC §2), switched freely: the profile's and a player's edit. */
export function ProfileSections({ form, section, onSection, keptDob }: ProfileSectionsProps) {
  return (
    <>
      <SegmentedControl
        fullWidth
        value={section}
        onChange={(value) => isSection(value) && onSection(value)}
        data={[...PROFILE_SECTIONS]}
      />
      {/* All sections stay mounted so switching never loses what was typed. */}
      <div hidden={section !== 'Player Info'}>
        <PlayerSection form={form} keptDob={keptDob} />
      </div>
      <div hidden={section !== 'Team Info'}>
        <TeamStep form={form} />
      </div>
      <div hidden={section !== 'Social Info'}>
        <SocialStep form={form} />
      </div>
    </>
  );
}
