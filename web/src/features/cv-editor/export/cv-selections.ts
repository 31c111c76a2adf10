// The artist's saved CV selections: the list (SWR) and the calls that change it.
import type { CvOptions, CvSelection, CvSelectionPatch } from '@oeuvre/contract';
import { CV_SELECTIONS_KEY } from '@/lib/cv-selection-keys';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';

export type { CvSelection };

export function useCvSelections() {
  const result = useSWR<CvSelection[]>(CV_SELECTIONS_KEY, () => api.request('cvSelections.list'));
  return { selections: result.data ?? [], error: result.error as unknown, isLoading: result.isLoading };
}

export function useSelectionCalls() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(CV_SELECTIONS_KEY);
  return {
    create: async (body: CvOptions & { name: string }): Promise<CvSelection> => {
      const created = await api.request('cvSelections.create', { body });
      await refresh();
      return created;
    },
    update: async (id: number, body: CvSelectionPatch): Promise<CvSelection> => {
      const updated = await api.request('cvSelections.update', { params: { id }, body });
      // Written into the list at once: a save made as the tab closes must be there when it opens again.
      await mutate(
        CV_SELECTIONS_KEY,
        (list?: CvSelection[]) => list?.map((s) => (s.id === updated.id ? updated : s)),
        { revalidate: true },
      );
      return updated;
    },
    remove: async (id: number): Promise<void> => {
      await api.request('cvSelections.remove', { params: { id } });
      await refresh();
    },
  };
}
