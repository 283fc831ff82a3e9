// Rules across the fields of a service (ADR 0015): the trainer site's form and the
// server apply the same ones to the service as it will be saved.
import { POST_COLLEGE, PRE_K } from './grades';

export const MIN_GRADE = PRE_K;
export const MAX_GRADE = POST_COLLEGE;
export const MAX_SEATS = 100;
/** The most a training may cost, in dollars (its price field). */
export const MAX_PRICE_DOLLARS = 10_000;
export const MAX_LOCATIONS = 10;

export interface ServiceShape {
  trainingType: 'virtual' | 'individual' | 'group';
  maxSeats: number;
  minGrade: number | null;
  maxGrade: number | null;
  connectionDetail: string | null;
  package: boolean;
  packageStart: string | null;
  packageEnd: string | null;
  sessionsCount: number | null;
  locationCount: number;
}

export type FieldProblem = Record<string, string>;

/** Problems keyed by field (SPEC §8 keyed errors); empty when the service can be saved. */
export function serviceProblems(o: ServiceShape): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (o.trainingType === 'individual' && o.maxSeats !== 1) {
    problems.push({ max_seats: 'must be 1 for an individual training' });
  }
  if (o.trainingType === 'virtual' && !o.connectionDetail) {
    problems.push({ connection_detail: "can't be blank for a virtual training" });
  }
  if (o.trainingType !== 'virtual' && o.locationCount === 0) {
    problems.push({ provided_service_locations: 'add at least one location' });
  }
  if (o.minGrade !== null && o.maxGrade !== null && o.minGrade > o.maxGrade) {
    problems.push({ max_grade: 'must not be below the minimum grade' });
  }
  if (o.package) {
    if (!o.packageStart) problems.push({ package_start: "can't be blank for a package" });
    if (!o.packageEnd) problems.push({ package_end: "can't be blank for a package" });
    if (o.packageStart && o.packageEnd && o.packageEnd < o.packageStart) {
      problems.push({ package_end: 'must not be before the start date' });
    }
    if (o.sessionsCount === null) problems.push({ sessions_count: "can't be blank for a package" });
  }
  return problems;
}
