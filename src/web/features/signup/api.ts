import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authResponseSchema, type SignUpClient } from '../../../shared/api/clients';
import { collegeListResponseSchema, highSchoolListResponseSchema } from '../../../shared/api/schools';
import { apiRequest } from '../../lib/api-client';
import { prefetchSavedCards, rememberSession } from '../auth/api';

// ---- fetchers ----

export function postSignUp(client: SignUpClient) {
  return apiRequest('/v1/client/profiles', { method: 'POST', body: { client }, schema: authResponseSchema });
}

export function getHighSchools(text: string, signal?: AbortSignal) {
  return apiRequest('/v1/high_schools', {
    schema: highSchoolListResponseSchema,
    query: { 'q[nickname_or_city_start]': text, per_page: 10 },
    signal,
  });
}

export function getColleges(signal?: AbortSignal) {
  return apiRequest('/v1/colleges', { schema: collegeListResponseSchema, signal });
}

// GET /v1/places/cities (US cities only, SPEC §5). Kept here until the places feature ships a
// shared schema; the contract is {data: [{id, type: 'place', attributes: {...}}]}.
const placeAttributesSchema = z.object({
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  label: z.string(),
});
export type Place = z.infer<typeof placeAttributesSchema>;
const placeListResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), type: z.literal('place'), attributes: placeAttributesSchema })),
});

export function getCities(text: string, signal?: AbortSignal) {
  return apiRequest('/v1/places/cities', { schema: placeListResponseSchema, query: { query: text }, signal });
}

// ---- queries ----

export const signUpKeys = {
  highSchools: (text: string) => ['high-schools', 'search', text] as const,
  colleges: () => ['colleges', 'list'] as const,
  cities: (text: string) => ['places', 'cities', text] as const,
};

/** Searches need a couple of letters: one letter matches half the country. */
export const MIN_SEARCH_LENGTH = 2;

export function highSchoolsQueryOptions(text: string) {
  return queryOptions({
    queryKey: signUpKeys.highSchools(text),
    queryFn: ({ signal }) => getHighSchools(text, signal),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
}

export function useHighSchools(text: string) {
  return useQuery(highSchoolsQueryOptions(text));
}

export function collegesQueryOptions() {
  return queryOptions({
    queryKey: signUpKeys.colleges(),
    queryFn: ({ signal }) => getColleges(signal),
    select: (response) => response.data.map(({ attributes }) => attributes),
    staleTime: 60 * 60 * 1000,
  });
}

export function useColleges(enabled: boolean) {
  return useQuery({ ...collegesQueryOptions(), enabled });
}

export function citiesQueryOptions(text: string) {
  return queryOptions({
    queryKey: signUpKeys.cities(text),
    queryFn: ({ signal }) => getCities(text, signal),
    select: (response) => response.data.map(({ attributes }) => attributes),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
}

export function useCities(text: string) {
  return useQuery(citiesQueryOptions(text));
}

// ---- mutations ----

/**
 * SPEC §4 sign-up: store the new session (a guest's token, if any, is sent along so the guest
 * becomes this account), then fetch the saved cards.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (client: SignUpClient) => {
      const response = await postSignUp(client);
      await prefetchSavedCards(queryClient, response.data.attributes.auth_token);
      return response;
    },
    onSuccess: (response) => rememberSession(queryClient, response),
  });
}
