import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBannersResponse } from '@wheelhouse/contracts/banners';
import { apiRequest, queryString } from '../../../lib/api-client';

export function fetchBanners(place: string | undefined, signal?: AbortSignal) {
  return apiRequest(`/api/admin/banners${queryString({ place })}`, {
    schema: ZAdminBannersResponse,
    signal,
  });
}

export const bannersQuery = (place: string | undefined) =>
  queryOptions({
    queryKey: ['banners', place ?? null],
    queryFn: ({ signal }) => fetchBanners(place, signal),
  });

export function useBanners(place: string | undefined) {
  return useQuery(bannersQuery(place));
}
