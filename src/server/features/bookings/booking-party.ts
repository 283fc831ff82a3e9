/** Who asks about a booking: its player (the client) or its trainer (the athlete). */
export type BookingParty = { clientId: number } | { athleteId: number };

/** Whether `party` is the booking's player or trainer: to anyone else the booking is 'not found'. */
export function isPartyTo(
  booking: { clientId: number; athleteId: number | null },
  party: BookingParty,
): boolean {
  return 'clientId' in party ? booking.clientId === party.clientId : booking.athleteId === party.athleteId;
}
