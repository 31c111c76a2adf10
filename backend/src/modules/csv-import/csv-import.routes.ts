import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { checkCsvFile, checkCsvHeader } from './csv-file.ts';
import { importArtists } from './csv-import.service.ts';
import { presentCsvJob } from './csv-job.presenter.ts';
import { findCsvJob, startCsvJob } from './csv-job.service.ts';
import { releaseImportMemory } from './release-memory.ts';

export function csvImportHandlers({ orm, logger }: AppDeps) {
  return {
    'admin.artists.csvUpload': async ({ user, files }) => {
      const bytes = checkCsvFile(files.csvFile);
      // The import checks the header itself before saving anything (the file is parsed once).
      const result = await importArtists(orm.em, bytes, { actor: user, fileName: files.csvFile?.originalname });
      releaseImportMemory(result.successful + result.failed, logger);
      return result;
    },
    'admin.csvJobs.start': async ({ user, files }) => {
      const bytes = checkCsvFile(files.csvFile);
      await checkCsvHeader(bytes);
      const job = await startCsvJob(orm, bytes, { actor: user, fileName: files.csvFile?.originalname, logger });
      return presentCsvJob(job);
    },
    'admin.csvJobs.get': async ({ params }) => presentCsvJob(await findCsvJob(orm, params.id)),
  } satisfies FeatureHandlers;
}
