/**
 * The file helpers live in src/shared since the reference server applies them too (at
 * most one `represent` per document, the exclusion test on publish); the core keeps its import path.
 */
export {
  clearRepresent,
  isExcludedFile,
  keptFiles,
  representativeOf,
  type FileExclusionTest,
} from '../../shared/file-helpers';
