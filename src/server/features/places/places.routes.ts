import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citySearchQuerySchema,
  PLACE_RESULTS_MAX,
  type PlaceListResponse,
  placeListResponseSchema,
} from '../../../shared/api/places';
import type { FeatureOptions } from '../../context';
import type { Place } from '../../integrations/places/places';
import { errorAnswers } from '../../lib/route-schemas';

const placeResource = (place: Place): PlaceListResponse['data'][number] => ({
  // A zip belongs to one city, and a city appears once per answer: unique within a list.
  id: place.zip,
  type: 'place',
  attributes: {
    city: place.city,
    state: place.state,
    zip: place.zip,
    latitude: place.lat,
    longitude: place.lng,
    label: place.label,
  },
});

/** City suggestions for the location fields (sign-up, profile, trainer search). Public. */
export const placeRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/places/cities',
    {
      schema: {
        tags: ['places'],
        summary: 'US cities matching what was typed: a city name, "City, ST" or a zip (up to 10)',
        description:
          'Cities whose name starts with the text come first (bigger places before smaller), then ' +
          'cities with a later word starting with it; "Lexington, KY" narrows to a state, digits search zips.',
        querystring: citySearchQuerySchema,
        response: { 200: placeListResponseSchema, ...errorAnswers(422) },
      },
    },
    async (request) => {
      const places = await ctx.places.searchCities(request.query.query, PLACE_RESULTS_MAX);
      return { data: places.map(placeResource) };
    },
  );
};
