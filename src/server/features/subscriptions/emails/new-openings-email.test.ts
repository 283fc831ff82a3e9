import { describe, expect, it } from 'vitest';
import { newOpeningsEmail } from './new-openings-email';

const base = {
  publicUrl: 'https://app.trainhub.test',
  to: 'alex@example.test',
  name: 'Alex Parent',
  timeZone: null,
  serviceName: 'Goalkeeper Clinic',
  trainerFirstName: 'Jordan',
  trainerSlug: 'jordan-lee',
  serviceSlug: 'jordan-lee-3-0a1b2c3d4e5f',
  unsubscribeToken: 'tok_ABC-123_xyz',
  openings: [new Date('2026-06-16T15:00:00Z'), new Date('2026-06-17T23:15:00Z')],
};

describe('new openings email', () => {
  it("lists the new dates and times, links the training's own page (its private link) and the disable link with the token", () => {
    const mail = newOpeningsEmail(base);
    expect(mail.kind).toBe('new_openings');
    expect(mail.subject).toBe('New openings: Goalkeeper Clinic with Jordan');
    expect(mail.text).toContain('Jordan added new openings for "Goalkeeper Clinic":');
    expect(mail.text).toContain('- Tue 06-16-2026 at 11:00 AM EDT');
    expect(mail.text).toContain('- Wed 06-17-2026 at 7:15 PM EDT');
    expect(mail.text).toContain('Book a time: https://app.trainhub.test/jordan-lee/3-0a1b2c3d4e5f');
    const disable = 'https://app.trainhub.test/disable_notifications/tok_ABC-123_xyz';
    expect(mail.text).toContain(`Disable notifications: ${disable}`);
    expect(mail.html).toContain(`<a href="${disable}">Disable notifications</a>`);
    expect(mail.html).toContain('href="https://app.trainhub.test/jordan-lee/3-0a1b2c3d4e5f"');
  });

  it("uses the subscriber's time zone when the subscription belongs to an account", () => {
    const mail = newOpeningsEmail({ ...base, timeZone: 'America/Chicago' });
    expect(mail.text).toContain('- Tue 06-16-2026 at 10:00 AM CDT');
  });

  it('escapes the training and trainer names in HTML', () => {
    const mail = newOpeningsEmail({ ...base, serviceName: '<img src=x onerror=alert(1)>', name: 'A&B <i>' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    // Greeted by the first word of the name given, escaped too.
    expect(mail.html).toContain('Hi A&#38;B,');
  });

  it('keeps a long list short', () => {
    const openings = Array.from({ length: 15 }, (_, i) => new Date(Date.UTC(2026, 5, 1 + i, 15)));
    const mail = newOpeningsEmail({ ...base, openings });
    expect(mail.text).toContain('- Fri 06-12-2026 at 11:00 AM EDT');
    expect(mail.text).not.toContain('06-13-2026');
    expect(mail.text).toContain('- and 3 more');
  });
});
