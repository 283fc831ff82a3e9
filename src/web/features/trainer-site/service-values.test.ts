import { describe, expect, it } from 'vitest';
import { trainerServiceCreateSchema } from '../../../shared/api/trainer-services';
import { addDays, formatWallTime } from './format';
import {
  EMPTY_SERVICE,
  pricePreview,
  type ServiceValues,
  serviceErrors,
  toSaveInput,
  toServiceInput,
} from './service-values';

const valid: ServiceValues = {
  ...EMPTY_SERVICE,
  name: 'Speed',
  price: 80,
  locations: [{ location: 'Field 1', address: '12 Loop Rd', city: 'Lexington', state: 'KY', zip: '' }],
};

describe('training option form', () => {
  it('shows the player the same total the server will charge (price + 10% + 3% processing)', () => {
    expect(pricePreview(80)).toEqual({
      priceCents: 8000,
      serviceFeeCents: 800,
      processingFeeCents: 264,
      totalCents: 9064,
    });
    expect(pricePreview('').totalCents).toBe(0);
  });

  it('sends what the API accepts, without fees, and one seat for an individual training', () => {
    const input = toServiceInput({ ...valid, max_seats: 5, days: ['3', '1'] });
    expect(input).not.toHaveProperty('client_service_fee');
    expect(input.max_seats).toBe(1);
    expect(input.days).toEqual([1, 3]);
    expect(input.provided_service_locations).toEqual([
      { location: 'Field 1', address: '12 Loop Rd', city: 'Lexington', state: 'KY', zip: null },
    ]);
    expect(trainerServiceCreateSchema.safeParse(input).success).toBe(true);
    expect(serviceErrors(valid)).toEqual({});
  });

  it('drops locations of a virtual training and asks for its connection details', () => {
    const virtual = { ...valid, training_type: 'virtual' as const };
    expect(toServiceInput(virtual).provided_service_locations).toEqual([]);
    expect(serviceErrors(virtual)).toHaveProperty('connection_detail');
    expect(serviceErrors({ ...virtual, connection_detail: 'https://meet.example/abc' })).toEqual({});
  });

  it('saves a new training as a draft or published, and leaves an edited one’s status alone', () => {
    expect(toSaveInput(valid, { editing: false, publish: false }).status).toBe('draft');
    expect(toSaveInput(valid, { editing: false, publish: true }).status).toBe('published');
    expect(toSaveInput(valid, { editing: true, publish: true })).toEqual(toServiceInput(valid));
    expect(toSaveInput(valid, { editing: true, publish: true })).not.toHaveProperty('status');
  });

  it('names the missing pieces: name, price, a location, a grade range in order, package dates', () => {
    const errors = serviceErrors({
      ...EMPTY_SERVICE,
      training_type: 'group',
      locations: [],
      min_grade: '10',
      max_grade: '8',
      package: true,
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'price', 'locations', 'max_grade']));
    expect(Object.keys(errors).some((k) => k.startsWith('package') || k === 'sessions_count')).toBe(true);
  });
});

describe('trainer site formats', () => {
  it('shows wall-clock times and steps calendar days across month ends', () => {
    expect(formatWallTime('06:00')).toBe('6:00 AM');
    expect(formatWallTime('12:30')).toBe('12:30 PM');
    expect(formatWallTime('00:15')).toBe('12:15 AM');
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
  });
});
