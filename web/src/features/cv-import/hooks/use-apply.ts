// Adding the reviewed import: the checks first (name, each ticked entry), then one apply call, the entries made from
// unread lines through their sections' own calls, the details the artist corrected, and the editor's data refreshed.
import {
  artistProfileInput,
  fromMyProfileResponse,
  SECTIONS,
  type CvImportApplyResult,
  type CvImportSection,
} from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { validateForm } from '@oeuvre/ui/lib/form-validation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toaster';
import { applyImport } from '../api/cv-import';
import { mainFieldOf } from '../remap';
import { applyPlan, checkEntries, fieldId, personChanges, useReview } from '../review-store';

const MIN_NAME = 2;

/** "Solo Exhibitions: 3, Education: 2" */
export function addedParts(added: Partial<Record<CvImportSection, number>>): string[] {
  return Object.entries(added)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([section, n]) => `${SECTIONS[section as CvImportSection].label}: ${n}`);
}

/**
 * Writes the details the artist corrected or chose to replace over the profile applying made or filled; false when
 * the profile's basic info is not complete enough to save yet (a new profile has no statement).
 */
async function writePerson(changes: Record<string, string>): Promise<boolean> {
  const answer = await api.profile.get();
  if (!answer) return false;
  const profile = fromMyProfileResponse(answer) as unknown as Record<string, unknown>;
  const values = Object.fromEntries(Object.keys(artistProfileInput.entries).map((key) => [key, profile[key] ?? undefined]));
  const checked = validateForm(artistProfileInput, { ...values, ...changes });
  if (!checked.ok) return false;
  await api.artists.update({ params: { id: answer.profile.id }, body: checked.value });
  return true;
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
      const field = Object.keys(problems[firstBad]!).find((name) => name in entry.fields) ?? mainFieldOf(entry.section);
      requestAnimationFrame(() => document.getElementById(fieldId(firstBad, field))?.focus());
      notify({ title: M.invalidEntries, intent: 'danger' });
      return;
    }
    const plan = applyPlan(state);
    if (!plan.body.entries.length && !plan.fromLines.length && !plan.body.person) {
      notify({ title: M.addNothing, intent: 'warning' });
      return;
    }

    setAdding(true);
    let result: CvImportApplyResult;
    try {
      result = await applyImport(state.importId, plan.body);
    } catch (error) {
      setAdding(false);
      notify({ title: M.applyFailed, description: errorMessage(error, ''), intent: 'danger' });
      return;
    }
    const added: Partial<Record<CvImportSection, number>> = { ...result.added };
    const failed: string[] = [];
    for (const entry of plan.fromLines) {
      try {
        await api.section(entry.section).add(result.artistId, entry.fields as never);
        added[entry.section] = (added[entry.section] ?? 0) + 1;
      } catch {
        failed.push(SECTIONS[entry.section].messages.saveFailed);
      }
    }
    const changes = personChanges(state.person, state.newcomer);
    if (Object.keys(changes).length) {
      try {
        if (!(await writePerson(changes))) failed.push(M.personNotSaved);
      } catch (error) {
        failed.push(errorMessage(error, M.applyFailed));
      }
    }
    // The editor and its export read the draft from these: they show the new entries at once.
    await mutate((key) => typeof key === 'string' && key.startsWith('/api/my-profile'));
    useReview.getState().close();
    setAdding(false);
    notify({
      title: M.addedTitle,
      description: [
        M.added(addedParts(added)),
        result.skipped ? M.skipped(result.skipped) : '',
        state.newcomer ? M.profileCreated : '',
        ...failed,
      ].filter(Boolean).join(' '),
      intent: failed.length ? 'warning' : 'success',
    });
    onDone();
  }

  return { apply, adding, nameError };
}
