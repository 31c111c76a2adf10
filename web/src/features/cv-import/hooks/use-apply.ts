// Adding the reviewed import: the checks first (name, each ticked entry), then one apply call (entries read, entries
// made from unread lines, the details as corrected: all or nothing), and the editor's data refreshed.
import { CV_IMPORT_SECTIONS, type CvImportApplyResult, type CvImportSection } from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CV_SELECTIONS_KEY } from '@/lib/cv-selection-keys';
import { MY_PROFILE_KEY } from '@/lib/my-profile';
import { runAction } from '@/lib/run-action';
import { notify } from '@/lib/toaster';
import { applyImport } from '../api/cv-import';
import { mainFieldOf } from '../remap';
import {
  applyPlan,
  checkEntries,
  fieldId,
  inGroup,
  REVIEW_GROUPS,
  type ReviewEntry,
  useReview,
} from '../review-store';

const MIN_NAME = 2;

/**
 * What was added, under the review's groups and titles: "Solo Exhibitions: 3, Grants: 1, Residencies: 2". The server
 * counts per section (its grants include the residencies) after skipping duplicates; a section the review shows in
 * several groups has its count split by the group of each entry sent. Only when some of that section's entries were
 * skipped and which groups lost them cannot be told is its count given once, under its groups' titles together.
 */
export function addedParts(
  added: Partial<Record<CvImportSection, number>>,
  sent: readonly Pick<ReviewEntry, 'section' | 'fields'>[],
): string[] {
  return CV_IMPORT_SECTIONS.flatMap((section) => {
    const total = added[section] ?? 0;
    if (total <= 0) return [];
    const groups = REVIEW_GROUPS.filter((group) => group.section === section);
    const sentTo = groups.map((group) => sent.filter((entry) => inGroup(group, entry)).length);
    const skipped = sentTo.reduce((sum, n) => sum + n, 0) - total;
    // Each group added at least what it sent less the section's skipped entries, and at most what it sent.
    const least = sentTo.map((n) => Math.max(0, n - skipped));
    const most = sentTo.map((n) => Math.min(n, total));
    if (skipped >= 0 && least.every((n, i) => n === most[i]))
      return groups.flatMap((group, i) => (least[i]! > 0 ? [`${group.title}: ${least[i]}`] : []));
    const titles = groups.filter((_, i) => skipped < 0 || most[i]! > 0).map((group) => group.title);
    return [`${titles.join(' and ')}: ${total}`];
  });
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
    // The entries sent, as the review groups them: the toast counts what was added the same way.
    const sent = state.ids.map((id) => state.entries[id]!).filter((entry) => entry.ticked);
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
        M.added(addedParts(result.added, sent)),
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
