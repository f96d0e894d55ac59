import { Type } from 'typebox';

export const BackupFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the data directory, a gzipped tarball' });
