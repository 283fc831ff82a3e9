import { Anchor, Avatar, Button, Card } from '@mantine/core';
import { Link } from 'react-router';
import type { AthleteListAttributes } from '../../shared/api/athletes';
import { passingYearShort } from '../../shared/domain/display';
import { athleteTypeLabel } from './athlete-type-label';
import classes from './trainer-row.module.css';

/** A trainer in the school and group lists (SPEC §2): photo, facts, and Book Now to the page. */
export function TrainerRow({
  athlete,
  groupName,
  bookTo = `/${athlete.slug}/`,
}: {
  athlete: AthleteListAttributes;
  groupName?: string;
  bookTo?: string;
}) {
  const name = `${athlete.first_name} ${athlete.last_name}`;
  const facts = [
    athlete.sport,
    groupName,
    athleteTypeLabel(athlete.athlete_type),
    athlete.position.join(' · '),
    athlete.passing_year ? String(athlete.passing_year) : null,
    athlete.jersey_number ? `#${athlete.jersey_number}` : null,
    [athlete.city, athlete.state].filter(Boolean).join(', '),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Card withBorder radius="md" padding="md" data-testid="trainer-row">
      <div className={classes.row}>
        <div className={classes.who}>
          <Anchor component={Link} to={`/${athlete.slug}`} aria-label={`${name} profile photo`}>
            <Avatar src={athlete.profile_image} alt={name} name={name} size={64} radius="xl" color="brand" />
          </Anchor>
          <div className={classes.facts}>
            <Anchor component={Link} to={`/${athlete.slug}`} fw={700} c="dark">
              {athlete.first_name} {athlete.last_name}{' '}
              {athlete.passing_year != null && (
                <span className={classes.year}>{passingYearShort(athlete.passing_year)}</span>
              )}
            </Anchor>
            <p className={classes.text}>{facts.join(' | ')}</p>
          </div>
        </div>
        <Button component={Link} to={bookTo} size="sm" style={{ flexShrink: 0 }}>
          Book Now
        </Button>
      </div>
    </Card>
  );
}
