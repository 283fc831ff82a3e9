// Real US cities (approximate centre coordinates and a central ZIP) grouped around the
// invented colleges, so trainers live near their school and distance search looks right.
import type { Place as CityPlace } from '../../integrations/places/places';

/** A city as the city search has it, without the label it shows. */
export type Place = Omit<CityPlace, 'label'>;

export interface Metro {
  key: string;
  timeZone: 'America/New_York' | 'America/Chicago' | 'America/Denver' | 'America/Los_Angeles';
  places: readonly [Place, ...Place[]];
}

const p = (city: string, state: string, zip: string, lat: number, lng: number): Place => ({
  city,
  state,
  zip,
  lat,
  lng,
});

export const METROS: readonly Metro[] = [
  {
    key: 'lexington',
    timeZone: 'America/New_York',
    places: [
      p('Lexington', 'KY', '40507', 38.0406, -84.5037),
      p('Georgetown', 'KY', '40324', 38.2098, -84.5588),
      p('Nicholasville', 'KY', '40356', 37.8806, -84.573),
      p('Richmond', 'KY', '40475', 37.7479, -84.2947),
      p('Frankfort', 'KY', '40601', 38.2009, -84.8733),
      p('Winchester', 'KY', '40391', 37.9901, -84.1797),
    ],
  },
  {
    key: 'grand-rapids',
    timeZone: 'America/New_York',
    places: [
      p('Grand Rapids', 'MI', '49503', 42.9634, -85.6681),
      p('Wyoming', 'MI', '49509', 42.9134, -85.7053),
      p('Kentwood', 'MI', '49508', 42.8695, -85.6447),
      p('Holland', 'MI', '49423', 42.7875, -86.1089),
      p('Grandville', 'MI', '49418', 42.9097, -85.7631),
    ],
  },
  {
    key: 'houston',
    timeZone: 'America/Chicago',
    places: [
      p('Houston', 'TX', '77002', 29.7604, -95.3698),
      p('Sugar Land', 'TX', '77478', 29.6197, -95.6349),
      p('Katy', 'TX', '77494', 29.7858, -95.8245),
      p('Pearland', 'TX', '77581', 29.5636, -95.286),
      p('The Woodlands', 'TX', '77380', 30.1658, -95.4613),
      p('Pasadena', 'TX', '77506', 29.6911, -95.2091),
    ],
  },
  {
    key: 'denver',
    timeZone: 'America/Denver',
    places: [
      p('Denver', 'CO', '80202', 39.7392, -104.9903),
      p('Boulder', 'CO', '80302', 40.015, -105.2705),
      p('Aurora', 'CO', '80012', 39.7294, -104.8319),
      p('Lakewood', 'CO', '80226', 39.7047, -105.0814),
      p('Littleton', 'CO', '80120', 39.6133, -105.0166),
    ],
  },
  {
    key: 'san-diego',
    timeZone: 'America/Los_Angeles',
    places: [
      p('San Diego', 'CA', '92101', 32.7157, -117.1611),
      p('Chula Vista', 'CA', '91910', 32.6401, -117.0842),
      p('Escondido', 'CA', '92025', 33.1192, -117.0864),
      p('Oceanside', 'CA', '92054', 33.1959, -117.3795),
      p('La Mesa', 'CA', '91942', 32.7678, -117.0231),
    ],
  },
  {
    key: 'charlotte',
    timeZone: 'America/New_York',
    places: [
      p('Charlotte', 'NC', '28202', 35.2271, -80.8431),
      p('Concord', 'NC', '28025', 35.4088, -80.5795),
      p('Gastonia', 'NC', '28052', 35.2621, -81.1873),
      p('Huntersville', 'NC', '28078', 35.4107, -80.8429),
      p('Matthews', 'NC', '28105', 35.1168, -80.7237),
    ],
  },
  {
    key: 'omaha',
    timeZone: 'America/Chicago',
    places: [
      p('Omaha', 'NE', '68102', 41.2565, -95.9345),
      p('Bellevue', 'NE', '68005', 41.1544, -95.9146),
      p('Papillion', 'NE', '68046', 41.1544, -96.0422),
      p('Council Bluffs', 'IA', '51501', 41.2619, -95.8608),
      p('Lincoln', 'NE', '68508', 40.8136, -96.7026),
    ],
  },
  {
    key: 'portland',
    timeZone: 'America/Los_Angeles',
    places: [
      p('Portland', 'OR', '97204', 45.5152, -122.6784),
      p('Beaverton', 'OR', '97005', 45.4871, -122.8037),
      p('Gresham', 'OR', '97030', 45.4982, -122.4315),
      p('Hillsboro', 'OR', '97123', 45.5229, -122.9898),
      p('Vancouver', 'WA', '98660', 45.6387, -122.6615),
    ],
  },
  {
    key: 'tampa',
    timeZone: 'America/New_York',
    places: [
      p('Tampa', 'FL', '33602', 27.9506, -82.4572),
      p('St. Petersburg', 'FL', '33701', 27.7676, -82.6403),
      p('Clearwater', 'FL', '33755', 27.9659, -82.8001),
      p('Brandon', 'FL', '33511', 27.9378, -82.2859),
      p('Lakeland', 'FL', '33801', 28.0395, -81.9498),
    ],
  },
  {
    key: 'salt-lake',
    timeZone: 'America/Denver',
    places: [
      p('Salt Lake City', 'UT', '84101', 40.7608, -111.891),
      p('Provo', 'UT', '84601', 40.2338, -111.6585),
      p('Ogden', 'UT', '84401', 41.223, -111.9738),
      p('Sandy', 'UT', '84070', 40.5649, -111.8389),
      p('West Valley City', 'UT', '84119', 40.6916, -112.0011),
    ],
  },
];

export function metroByKey(key: string): Metro {
  const metro = METROS.find((m) => m.key === key);
  if (!metro) throw new Error(`Unknown metro ${key}`);
  return metro;
}

export const ALL_PLACES: readonly Place[] = METROS.flatMap((m) => m.places);
