import { Alert, ProgressBar, Spinner } from '@blueprintjs/core';
import { AccessMessages, type ArtistProfile } from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { paths } from '@oeuvre/ui/lib/paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RequireUser } from '@/components/RequireUser';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentHead } from '@/lib/document-head';
import { useMyProfile } from '@/lib/my-profile';
import { notify } from '@/lib/toaster';
import { discardImport, getImport, type ImportSource, readCv } from './api/cv-import';
import { ChooseCv } from './components/ChooseCv';
import { ReviewScreen } from './components/ReviewScreen';
import { useLeaveGuard } from './hooks/use-leave-guard';
import { type SavedReview, savedReview, useReview } from './review-store';
import './cv-import.css';

export function CvImportPage() {
  return (
    <RequireUser signedOut={AccessMessages.editorSignedOut}>
      <CvImport />
    </RequireUser>
  );
}

type Phase =
  | { step: 'choose'; error?: string }
  | { step: 'reading'; percent: number | null; waiting?: boolean }
  | { step: 'review' };

/** A start refused while the person's previous CV is still being read (429) is tried again this often, */
const BUSY_RETRY_MS = 2000;
/** for this long (a reading lasts at most 20 s), before the refusal is shown. */
const BUSY_WAIT_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Stopped', 'AbortError'));
      },
      { once: true },
    );
  });

function CvImport() {
  const { profile, isLoading } = useMyProfile();
  useDocumentHead(M.title);
  if (isLoading) {
    return (
      <div className="page page-centered">
        <Spinner aria-label="Loading your CV" />
      </div>
    );
  }
  return <ImportFlow profile={profile} />;
}

function ImportFlow({ profile }: { profile: ArtistProfile | null }) {
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [pasted, setPasted] = useState('');
  const navigate = useNavigate();
  const blocker = useLeaveGuard();
  const reading = useRef<AbortController | null>(null);
  // The profile as it was when the import was read: what the details would fill.
  const profileRef = useRef(profile);
  profileRef.current = profile;

  useEffect(() => {
    // A review this tab left unfinished (a reload, a restored tab) is taken up again while the server still has it.
    const saved = savedReview();
    useReview.getState().clear();
    if (saved) void resume(saved);
    return () => {
      reading.current?.abort();
      useReview.getState().clear();
    };
  }, []);

  async function resume(saved: SavedReview) {
    const controller = new AbortController();
    reading.current = controller;
    setPhase({ step: 'reading', percent: null });
    try {
      const imported = await getImport(saved.importId!, controller.signal);
      if (imported.status === 'ready') {
        useReview.getState().restore(saved);
        setPhase({ step: 'review' });
        return;
      }
    } catch {
      if (controller.signal.aborted) return;
      // Applied, discarded or expired since: there is nothing to go back to.
    }
    setPhase({ step: 'choose' });
  }

  async function read(source: ImportSource) {
    const controller = new AbortController();
    reading.current = controller;
    setPhase({ step: 'reading', percent: 'file' in source ? 0 : null });
    const giveUpAt = Date.now() + BUSY_WAIT_MS;
    try {
      let imported;
      for (;;) {
        try {
          imported = await readCv(source, {
            signal: controller.signal,
            onProgress: (percent) => setPhase({ step: 'reading', percent: percent >= 100 ? null : percent }),
          });
          break;
        } catch (error) {
          // The previous CV (one left while it was read) ends within seconds: this one waits its turn, said so.
          if (!(isApiError(error) && error.status === 429) || Date.now() >= giveUpAt) throw error;
          setPhase({ step: 'reading', percent: null, waiting: true });
          await pause(BUSY_RETRY_MS, controller.signal);
        }
      }
      if (imported.status === 'failed') {
        // A failed reading is kept by the server only to say why.
        void discardImport(imported.id).catch(() => undefined);
        setPhase({ step: 'choose', error: imported.message ?? M.readFailed });
        return;
      }
      useReview.getState().load(imported, profileRef.current);
      setPhase({ step: 'review' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ step: 'choose', error: errorMessage(error, M.readFailed) });
    }
  }

  async function discard() {
    const id = useReview.getState().importId;
    if (id !== null) {
      try {
        await discardImport(id);
      } catch {
        // Unapplied imports expire on their own: leaving is never held up by this.
      }
    }
    useReview.getState().close();
    notify({ title: M.discarded });
    navigate(paths.createCv);
  }

  const newcomer = !profile;
  return (
    <div className="page cv-import">
      <header className="page-header">
        <p className="import-back">
          <Link to={paths.createCv}>{newcomer ? M.backToCreate : M.backToEditor}</Link>
        </p>
        <h1 className="page-title">{phase.step === 'review' ? M.reviewTitle : M.title}</h1>
        {phase.step === 'choose' ? <p className="page-lead">{M.intro}</p> : null}
      </header>
      {phase.step === 'choose' ? (
        <ChooseCv
          onRead={(source) => void read(source)}
          error={phase.error}
          text={pasted}
          onText={setPasted}
        />
      ) : null}
      {phase.step === 'reading' ? (
        <div className="import-reading" role="status" aria-live="polite">
          <p>{phase.waiting ? M.waitingForPrevious : phase.percent === null ? M.reading : M.uploading}</p>
          <ProgressBar
            value={phase.percent === null ? undefined : phase.percent / 100}
            intent="primary"
            aria-label={phase.percent === null ? M.reading : M.uploading}
          />
        </div>
      ) : null}
      {phase.step === 'review' ? (
        <ReviewScreen onAdded={() => navigate(paths.createCv)} onDiscard={discard} />
      ) : null}
      <Alert
        isOpen={blocker.state === 'blocked'}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={M.leave}
        cancelButtonText={M.keepReviewing}
        canEscapeKeyCancel
        // Named by its title and described by its question: a screen reader says what it asks.
        aria-labelledby="import-leave-title"
        aria-describedby="import-leave-confirm"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => {
          const id = useReview.getState().importId;
          if (id !== null) void discardImport(id).catch(() => undefined);
          useReview.getState().close();
          blocker.proceed?.();
        }}
      >
        <h2 className="import-alert-title" id="import-leave-title">
          {M.leaveTitle}
        </h2>
        <p id="import-leave-confirm">{M.leaveConfirm}</p>
      </Alert>
    </div>
  );
}
