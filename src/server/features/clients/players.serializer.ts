import type { PlayerAttributes } from '../../../shared/api/players';
import type { PlayerWithCollege } from './players.repository';

export function playerResource(p: PlayerWithCollege, activePlayerId: number | null) {
  const attributes: PlayerAttributes = {
    id: p.id,
    active: p.id === activePlayerId,
    first_name: p.firstName,
    last_name: p.lastName,
    contact_number: p.contactNumber,
    player_email: p.playerEmail,
    profile_image: p.profileImage,
    dob: p.dob,
    gender: p.gender,
    street: p.street,
    city: p.city,
    state: p.state,
    postal_code: p.postalCode,
    hometown_city: p.hometownCity,
    hometown_state: p.hometownState,
    hometown_postal_code: p.hometownPostalCode,
    high_school: p.highSchool,
    middle_school: p.middleSchool,
    college_id: p.collegeId,
    college: p.collegeNickname,
    club: p.club,
    jersey_number: p.jerseyNumber,
    position: p.positions,
    passing_year: p.passingYear,
    about: p.about,
    sport_id: p.sportId,
    website: p.website,
    facebook: p.facebook,
    twitter: p.twitter,
    instagram: p.instagram,
    tiktok: p.tiktok,
  };
  return { id: String(p.id), type: 'player' as const, attributes };
}
