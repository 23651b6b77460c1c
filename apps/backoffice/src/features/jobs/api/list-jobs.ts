import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminJobsResponse, type JobState } from '@wheelhouse/contracts/admin-jobs';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface JobsQuery {
  state?: JobState;
  name?: string;
  offset: number;
  limit: number;
}

export function fetchJobs(query: JobsQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/jobs${queryString({ ...query })}`, {
    schema: ZAdminJobsResponse,
    signal,
  });
}

export const jobsQuery = (query: JobsQuery) =>
  queryOptions({
    queryKey: ['jobs', query],
    queryFn: ({ signal }) => fetchJobs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useJobs(query: JobsQuery) {
  return useQuery(jobsQuery(query));
}
