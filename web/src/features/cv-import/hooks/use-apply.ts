// Adding the reviewed import: the checks first (name, each ticked entry), then one apply call (entries read, entries
// made from unread lines, the details as corrected: all or nothing), and the editor's data refreshed.
import { SECTIONS, type CvImportApplyResult, type CvImportSection } from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CV_SELECTIONS_KEY } from '@/lib/cv-selection-keys';
import { MY_PROFILE_KEY } from '@/lib/my-profile';
import { runAction } from '@/lib/run-action';
import { notify } from '@/lib/toaster';
import { applyImport } from '../api/cv-import';
import { mainFieldOf } from '../remap';
import { applyPlan, checkEntries, fieldId, useReview } from '../review-store';

const MIN_NAME = 2;

/** "Solo Exhibitions: 3, Education: 2" */
export function addedParts(added: Partial<Record<CvImportSection, number>>): string[] {
  return Object.entries(added)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([section, n]) => `${SECTIONS[section as CvImportSection].label}: ${n}`);
}

export function useApply(onDone: () => void) {
  const [adding, setAdding] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const { mutate } = useSWRConfig();

  async function apply() {
    const state = useReview.getState();
    if (state.importId === null) return;
    if (state.newcomer && state.person.values.fullName.trim().length < MIN_NAME) {
      setNameError(M.person.nameRequired);
      document.getElementById('import-person-fullName')?.focus();
      return;
    }
    setNameError(undefined);
    const problems = checkEntries(state);
    state.setErrors(problems);
    const firstBad = state.ids.find((id) => problems[id]);
    if (firstBad) {
      const entry = state.entries[firstBad]!;
      const field =
        Object.keys(problems[firstBad]!).find((name) => name in entry.fields) ?? mainFieldOf(entry.section);
      requestAnimationFrame(() => document.getElementById(fieldId(firstBad, field))?.focus());
      notify({ title: M.invalidEntries, intent: 'danger' });
      return;
    }
    const body = applyPlan(state);
    if (!body.entries.length && !body.lines?.length && !body.person) {
      notify({ title: M.addNothing, intent: 'warning' });
      return;
    }

    setAdding(true);
    const importId = state.importId;
    const applied = await runAction(() => applyImport(importId, body), { failure: { title: M.applyFailed } });
    if (!applied.ok) {
      setAdding(false);
      return;
    }
    const result: CvImportApplyResult = applied.value;
    // The editor and its export read the draft from these: they show the new entries at once.
    await Promise.all([mutate(MY_PROFILE_KEY), mutate(CV_SELECTIONS_KEY)]);
    useReview.getState().close();
    setAdding(false);
    notify({
      title: M.addedTitle,
      description: [
        M.added(addedParts(result.added)),
        result.skipped ? M.skipped(result.skipped) : '',
        state.newcomer ? M.profileCreated : '',
      ]
        .filter(Boolean)
        .join(' '),
      intent: 'success',
    });
    onDone();
  }

  return { apply, adding, nameError };
}
