import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { ButtonLink } from '@/components/ButtonLink';
import { CV_IMPORT_PATH } from '../path';

/** 'Import CV' in the editor and on Create Your CV: a link to the import's own (lazily loaded) page. */
export function ImportCvLink({ newcomer }: { newcomer: boolean }) {
  return (
    <div className="import-cv-link">
      <p className="muted">{newcomer ? M.newcomerHint : M.entryHint}</p>
      <ButtonLink to={CV_IMPORT_PATH} icon="upload" outlined={!newcomer} intent={newcomer ? 'primary' : undefined}>
        {M.entryButton}
      </ButtonLink>
    </div>
  );
}
