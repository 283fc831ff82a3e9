// The demo's week (issue 26): who booked what, and what each trainer did about it. Every step is
// a product service (demo-story.ts); this file only says which family does what and when.
import type { Tx } from '../client';
import { type FamilySeed, insertFamily } from './demo-accounts';
import {
  accept,
  agreeToCancel,
  askToCancel,
  book,
  completeThePast,
  decline,
  type Family,
  passingYearOf,
  pastOpenings,
  payOut,
  review,
  type StoryContext,
  type StoryOption,
  saveDemoCard,
  slotOf,
  subscribeTo,
  upcomingOpenings,
} from './demo-story';

/** Who may book an option: its grades and gender (SPEC §8), so each family is one who can. */
export interface OptionRules {
  minGrade: number | null;
  maxGrade: number | null;
  gender: 'male' | 'female' | 'unisex';
}
export type CastOption = StoryOption & { rules: OptionRules };

export interface DemoCast {
  passwordHash: string;
  player: { clientId: number; name: string; email: string };
  /** trainer.demo: the demo player's trainer; `other` is the training the player follows. */
  trainerDemo: { main: CastOption; other: CastOption | null };
  /** coach.demo: 1-on-1s and a group session; its payouts and reviews come from other families. */
  coachDemo: { main: CastOption; group: CastOption | null };
  /** The showcase trainer's package, booked whole by one family: the card reads Sold Out. */
  showcasePackage: CastOption;
}

const LEXINGTON = { city: 'Lexington', state: 'KY', timeZone: 'America/New_York' } as const;

// Families around Lexington (both demo trainers train there), then a Seattle one for the
// showcase package. `grade` is a wish: a family booking an option with grade rules is moved into them.
const F = (
  first: string,
  last: string,
  parentFirst: string,
  gender: 1 | 2,
  grade: number,
  phone: string,
): FamilySeed => ({ first, last, parentFirst, gender, grade, phone, ...LEXINGTON });
const RUTH_FAMILIES = [
  F('Ava', 'Brooks', 'Dana', 2, 9, '+1 (859) 555-0111'),
  F('Liam', 'Nguyen', 'Thao', 1, 7, '+1 (859) 555-0112'),
  F('Sophia', 'Patel', 'Priya', 2, 11, '+1 (859) 555-0113'),
  F('Ethan', 'Morales', 'Luis', 1, 8, '+1 (859) 555-0114'),
  F('Chloe', 'Bennett', 'Karen', 2, 10, '+1 (859) 555-0115'),
];
const COACH_FAMILIES = [
  F('Noah', 'Kim', 'Grace', 1, 12, '+1 (859) 555-0121'),
  F('Isabella', 'Foster', 'Megan', 2, 11, '+1 (859) 555-0122'),
  F('Mason', 'Ward', 'Derek', 1, 10, '+1 (859) 555-0123'),
  F('Harper', 'Coleman', 'Tasha', 2, 9, '+1 (859) 555-0124'),
  F('Lucas', 'Hayward', 'Brian', 1, 12, '+1 (859) 555-0125'),
  F('Amelia', 'Sullivan', 'Erin', 2, 8, '+1 (859) 555-0126'),
  F('Owen', 'Price', 'Marcus', 1, 11, '+1 (859) 555-0127'),
];
// College players for the group workout (its grades are College and Post-College).
const SQUAD_FAMILIES = [
  F('Jaden', 'Brooks-Hill', 'Renee', 1, 13, '+1 (859) 555-0131'),
  F('Zoe', 'Carver', 'Lisa', 2, 13, '+1 (859) 555-0132'),
  F('Caleb', 'Dunn', 'Steve', 1, 13, '+1 (859) 555-0133'),
  F('Lily', 'Okafor', 'Ngozi', 2, 13, '+1 (859) 555-0134'),
  F('Ryan', 'Castillo', 'Rosa', 1, 14, '+1 (859) 555-0135'),
];
const PACKAGE_FAMILY: FamilySeed = {
  first: 'Mateo',
  last: 'Reyes',
  parentFirst: 'Ana',
  gender: 1,
  grade: 6,
  phone: '+1 (206) 555-0133',
  city: 'Seattle',
  state: 'WA',
  timeZone: 'America/Los_Angeles',
};

const nth = <T>(items: readonly T[], index: number, what: string): T => {
  const item = items[index];
  if (item === undefined) throw new Error(`Demo seed: no ${what}`);
  return item;
};

export async function tellDemoWeek(tx: Tx, story: StoryContext, cast: DemoCast): Promise<void> {
  const { now } = story;
  const player: Family = {
    clientId: cast.player.clientId,
    // The demo player's two cards: the Visa first (the default), then a Mastercard.
    cardId: await saveDemoCard(story, cast.player.clientId, {
      number: '4242424242424242',
      expMonth: 12,
      yearsLeft: 4,
    }),
  };
  await saveDemoCard(story, cast.player.clientId, { number: '5555555555554444', expMonth: 8, yearsLeft: 2 });

  let cardMonth = 0;
  const join = async (seed: FamilySeed, option: CastOption): Promise<Family> => {
    const { rules } = option;
    const grade = Math.min(Math.max(seed.grade, rules.minGrade ?? -1), rules.maxGrade ?? 14);
    const gender = rules.gender === 'unisex' ? seed.gender : rules.gender === 'male' ? 1 : 2;
    const clientId = await insertFamily(tx, seed, {
      passwordHash: cast.passwordHash,
      passingYear: passingYearOf(grade, now, seed.timeZone),
      gender,
    });
    cardMonth = (cardMonth % 12) + 1;
    const cardId = await saveDemoCard(story, clientId, {
      number: '4242424242424242',
      expMonth: cardMonth,
      yearsLeft: 1 + (cardMonth % 4),
    });
    return { clientId, cardId };
  };

  // --- the past, on a clock set back before each session: trained, then completed ---
  const ruth = cast.trainerDemo.main;
  const coach = cast.coachDemo.main;
  const ended = new Date(now.getTime() - 3 * 3_600_000);
  const ruthPast = pastOpenings(ruth, ended);
  const coachPast = pastOpenings(coach, ended);
  // One step at a time: every step is a (nested) transaction on the seed's one connection.
  const ruthFamilies: Family[] = [];
  for (const seed of RUTH_FAMILIES) ruthFamilies.push(await join(seed, ruth));
  const [brooks, nguyen, patel, morales, bennett] = ruthFamilies;
  if (!brooks || !nguyen || !patel || !morales || !bennett) throw new Error('Demo seed: families');

  // Each request is answered on the clock it was made on, before its deadline.
  for (const opening of [1, 0]) {
    const past = await book(story, player, ruth, slotOf(ruth, nth(ruthPast, opening, 'past opening'), 0));
    await accept(story, ruth, past, 'Bring water and a ball. See you there!');
  }
  const ruthReviewed = await book(story, bennett, ruth, slotOf(ruth, nth(ruthPast, 2, 'past opening'), 0));
  await accept(story, ruth, ruthReviewed);

  const coachFamilies: Family[] = [];
  for (const seed of COACH_FAMILIES) coachFamilies.push(await join(seed, coach));
  const [kim, foster, ward, coleman, hayward, sullivan, price] = coachFamilies;
  if (!kim || !foster || !ward || !coleman || !hayward || !sullivan || !price) {
    throw new Error('Demo seed: families');
  }
  const coachReviewed = await book(story, kim, coach, slotOf(coach, nth(coachPast, 1, 'past opening'), 0));
  await accept(story, coach, coachReviewed);
  const coachReady = await book(story, foster, coach, slotOf(coach, nth(coachPast, 0, 'past opening'), 0));
  await accept(story, coach, coachReady, 'Great work last time — we will build on it.');

  const group = cast.coachDemo.group;
  const squad: Family[] = [];
  if (group) {
    for (const seed of SQUAD_FAMILIES) squad.push(await join(seed, group));
    // Last week's workout: three of the squad came.
    const pastWorkout = slotOf(group, nth(pastOpenings(group, ended), 0, 'past group opening'), 1);
    for (const family of squad.slice(0, 3)) {
      await accept(story, group, await book(story, family, group, pastWorkout));
    }
  }

  // --- today: the roll-over completes them and asks for reviews; families answer ---
  await completeThePast(story);
  await review(story, bennett, ruthReviewed, {
    comment:
      'Ruth broke every drill down so Chloe understood the why, not just the how. She left more confident.',
    privateComment: 'Could we start five minutes later next time? School pick-up runs tight.',
  });
  await review(story, kim, coachReviewed, {
    comment: 'Clear plan, lots of reps, and Noah came home talking about footwork all evening.',
    privateComment: 'The field was hard to find: a pin in the confirmation would help.',
  });
  // Older payouts went out; the newest completed sessions are ready to transfer.
  await payOut(story, ruth, ruthReviewed, 'acct_sandbox_demo_trainer');
  await payOut(story, coach, coachReviewed, 'acct_sandbox_demo_coach');

  // --- the week ahead (from tomorrow on: every request can still be answered in time) ---
  const soon = new Date(now.getTime() + 24 * 3_600_000);
  const ruthNext = upcomingOpenings(ruth, soon);
  const coachNext = upcomingOpenings(coach, soon);
  const ruthSlot = (opening: number, index: number) =>
    slotOf(ruth, nth(ruthNext, opening, 'upcoming opening'), index);
  const coachSlot = (opening: number, index: number) =>
    slotOf(coach, nth(coachNext, opening, 'upcoming opening'), index);

  // The demo player: one of each (pending, accepted, declined, cancelled at the trainer's ask).
  await book(story, player, ruth, ruthSlot(0, 0), 'Would love to work on footwork before tryouts.');
  await accept(story, ruth, await book(story, player, ruth, ruthSlot(1, 0)), 'See you there — bring cleats.');
  await decline(
    story,
    ruth,
    await book(story, player, ruth, ruthSlot(2, 0)),
    'Sorry, I am traveling with the team that weekend.',
  );
  const cancelled = await book(story, player, ruth, ruthSlot(3, 0));
  await accept(story, ruth, cancelled);
  await askToCancel(story, ruth, cancelled, 'The field is closed for resurfacing that day. Sorry!');
  await agreeToCancel(story, player, cancelled);
  // Ruth's other families: one accepted, two waiting for an answer, one asked to cancel.
  await accept(story, ruth, await book(story, brooks, ruth, ruthSlot(0, 1)));
  await book(story, nguyen, ruth, ruthSlot(1, 1), 'Liam is working on his weak foot.');
  await book(story, patel, ruth, ruthSlot(4, 0));
  const ruthAsked = await book(story, morales, ruth, ruthSlot(2, 1));
  await accept(story, ruth, ruthAsked);
  await askToCancel(
    story,
    ruth,
    ruthAsked,
    'A team meeting moved to that afternoon. Could we find another day?',
  );

  // Coach: a group workout four have joined and one asks to join, 1-on-1s, one asked to cancel.
  if (group) {
    const workout = slotOf(group, nth(upcomingOpenings(group, soon), 0, 'upcoming group opening'), 0);
    for (const family of squad.slice(0, 4))
      await accept(story, group, await book(story, family, group, workout));
    await book(story, nth(squad, 4, 'squad family'), group, workout, 'First time in a group session.');
  }
  await accept(story, coach, await book(story, ward, coach, coachSlot(0, 1)));
  await accept(story, coach, await book(story, coleman, coach, coachSlot(1, 0)));
  await book(story, hayward, coach, coachSlot(1, 1), 'Lucas has a showcase in two weeks.');
  await book(story, sullivan, coach, coachSlot(2, 0));
  const coachAsked = await book(story, price, coach, coachSlot(3, 0));
  await accept(story, coach, coachAsked);
  await askToCancel(
    story,
    coach,
    coachAsked,
    'I have to travel for a recruiting visit. A full refund is on its way.',
  );

  // The showcase package, booked whole and accepted: its card reads Sold Out.
  const pkg = cast.showcasePackage;
  const reyes = await join(PACKAGE_FAMILY, pkg);
  await accept(story, pkg, await book(story, reyes, pkg, null));

  // The demo player follows another of Ruth's trainings for new openings.
  if (cast.trainerDemo.other) {
    await subscribeTo(story, cast.player.clientId, cast.trainerDemo.other.id, cast.player);
  }
}
