import { describe, expect, it } from 'vitest';
import { reviewRequestEmail } from './review-request-email';

const base = {
  publicUrl: 'https://app.trainhub.test',
  to: 'sam@example.test',
  name: 'Sam',
  playerName: 'Pat',
  timeZone: 'America/New_York',
  bookingId: 77,
  athleteSlug: 'jordan-lee',
  serviceId: 12,
  serviceName: 'Speed & Agility',
  trainerFirstName: 'Jordan',
  trainedAt: new Date('2026-05-04T15:00:00Z'),
};

describe('review request email', () => {
  it('links the public review page and the private feedback page of SPEC §2', () => {
    const mail = reviewRequestEmail(base);
    expect(mail.kind).toBe('review_request');
    expect(mail.subject).toBe('How was Speed & Agility with Jordan?');
    expect(mail.text).toContain('We hope Pat enjoyed Speed & Agility with Jordan on Mon 05-04-2026.');
    expect(mail.text).toContain('Leave a review: https://app.trainhub.test/feedback/77/jordan-lee/12');
    expect(mail.text).toContain(
      'Send private feedback: https://app.trainhub.test/private_feedback/77/jordan-lee/12',
    );
    expect(mail.text).toContain('Your review will be kept private');
    expect(mail.html).toContain('href="https://app.trainhub.test/feedback/77/jordan-lee/12"');
    expect(mail.html).toContain('href="https://app.trainhub.test/private_feedback/77/jordan-lee/12"');
  });

  it('escapes user text in HTML', () => {
    const mail = reviewRequestEmail({ ...base, playerName: '<i>Pat</i>', serviceName: '"Elite" <Camp>' });
    expect(mail.html).not.toContain('<i>Pat</i>');
    expect(mail.html).not.toContain('<Camp>');
    expect(mail.html).toContain('&#34;Elite&#34; &#60;Camp&#62;');
  });
});
