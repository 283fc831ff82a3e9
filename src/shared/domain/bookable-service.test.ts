import { describe, expect, it } from 'vitest';
import {
  type CardService,
  isListedOnTrainerPage,
  isServiceBookable,
  serviceNumber,
} from './bookable-service';

function service(overrides: Partial<CardService> = {}): CardService {
  return {
    id: 1,
    privacy_setting: 'public',
    training_type: 'group',
    status: 'published',
    package: false,
    package_end: null,
    available_spots: 3,
    hidden_from_trainer_page: false,
    ...overrides,
  };
}

const TODAY = '2026-11-22';

describe('training card availability (SPEC §4)', () => {
  it('books a package that ends today or later with spots left', () => {
    const pkg = service({ package: true, package_end: '2026-11-22', available_spots: 2 });
    expect(isServiceBookable(pkg, [], TODAY)).toBe(true);
  });

  it('sells out a package that ended or has no spots left', () => {
    expect(isServiceBookable(service({ package: true, package_end: '2026-11-21' }), [], TODAY)).toBe(false);
    expect(
      isServiceBookable(service({ package: true, package_end: '2026-12-31', available_spots: 0 }), [], TODAY),
    ).toBe(false);
  });

  it('books an individual training by its type', () => {
    expect(isServiceBookable(service({ training_type: 'individual' }), [], TODAY)).toBe(true);
  });

  it('books a group or virtual training only when included and published', () => {
    expect(isServiceBookable(service(), [], TODAY)).toBe(false);
    expect(isServiceBookable(service(), [1], TODAY)).toBe(true);
    expect(isServiceBookable(service({ status: 'draft' }), [1], TODAY)).toBe(false);
    expect(isServiceBookable(service({ training_type: 'virtual' }), [1], TODAY)).toBe(true);
  });

  it('never books a training excluded from the trainer page', () => {
    const hidden = service({ training_type: 'individual', hidden_from_trainer_page: true });
    expect(isServiceBookable(hidden, [1], TODAY)).toBe(false);
    expect(isListedOnTrainerPage(hidden)).toBe(false);
  });

  it('lists public trainings only', () => {
    expect(isListedOnTrainerPage(service())).toBe(true);
    expect(isListedOnTrainerPage(service({ privacy_setting: 'private' }))).toBe(false);
  });
});

describe('serviceNumber', () => {
  it('strips the hyphenated athlete slug', () => {
    expect(serviceNumber('mary-jo-smith-3', 'mary-jo-smith')).toBe('3');
    expect(serviceNumber('adrian-kuhlman-12', 'adrian-kuhlman')).toBe('12');
  });
});
