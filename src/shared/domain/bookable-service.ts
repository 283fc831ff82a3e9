// SPEC §4 training card availability, and which trainings the trainer page lists (SPEC §2).

export interface CardService {
  id: number;
  privacy_setting: 'public' | 'private';
  training_type: 'virtual' | 'individual' | 'group';
  status: string;
  package: boolean;
  package_end: string | null;
  available_spots: number;
  hidden_from_trainer_page: boolean;
}

/** The trainer page shows public trainings minus the excluded ones (ADR 0006 flag). */
export function isListedOnTrainerPage(service: CardService): boolean {
  return service.privacy_setting === 'public' && !service.hidden_from_trainer_page;
}

/**
 * Book Now, or Sold Out + Get Notified. Bookable when not excluded AND either its own rule
 * holds (a package: ends today or later with spots left; otherwise an individual training) or
 * the server counts it among the trainer's included trainings while published.
 * `today` is the visitor's calendar day, 'YYYY-MM-DD'.
 */
export function isServiceBookable(
  service: CardService,
  includedTrainings: readonly number[],
  today: string,
): boolean {
  if (service.hidden_from_trainer_page) return false;
  const ownRule = service.package
    ? service.package_end !== null && service.package_end >= today && service.available_spots > 0
    : service.training_type === 'individual';
  return ownRule || (includedTrainings.includes(service.id) && service.status === 'published');
}

/**
 * A training's own page, its booking page: `/{athleteSlug}/{number}` (SPEC §2), the one link that
 * also opens a private training (its number carries the link's secret, ADR 0072).
 */
export function trainingPath(athleteSlug: string, serviceSlug: string): string {
  return `/${athleteSlug}/${serviceNumber(serviceSlug, athleteSlug)}`;
}

/** SPEC §2: the booking page's number is the part of the service slug after the athlete's slug. */
export function serviceNumber(serviceSlug: string, athleteSlug: string): string {
  const prefix = `${athleteSlug}-`;
  if (serviceSlug.startsWith(prefix)) return serviceSlug.slice(prefix.length);
  const dash = serviceSlug.lastIndexOf('-');
  return dash >= 0 ? serviceSlug.slice(dash + 1) : serviceSlug;
}
