import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Orm } from './db/orm.ts';

/** What every feature is built from: the configuration, the database and the logger. */
export type AppDeps = { config: Config; orm: Orm; logger: Logger };
