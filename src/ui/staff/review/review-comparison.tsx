import { Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import {
  changedFields,
  comparisonBaseName,
  isRenderedDocument,
  reviewBlocksOf,
  type ComparisonBase,
  type ReviewBlock,
} from '../../../domain/editing/review-comparison';
import type { FileEntry } from '../../../shared/api-types';
import { RichText } from '../../cms-html/rich-text';
import { FileDownload } from '../../parts/file-download';
import { captionOf, ResponsiveImage } from '../../parts/responsive-image';
import { visibleFiles } from '../../parts/representative-image';
import { DraftDifference } from '../../editor/history/draft-difference';
import css from './review-comparison.module.css';

export interface ReviewComparisonProps {
  docId: string;
  draft: DocumentData;
  base: ComparisonBase;
  /** The compared copy's data; null when there is none (never published). */
  baseData: DocumentData | null;
}

const DRAFT_NAME = '送審草稿';

/**
 * What the reviewer reads: the changed fields by their zh-TW names, then the submitted draft drawn
 * as the visitor will see it (pictures, tables, rich text through the public components, sanitized)
 * beside the copy it is compared with on wide screens, above it on phones. Documents that are not
 * pages (chrome, structures, settings) show their changes field by field.
 */
export function ReviewComparison({ docId, draft, base, baseData }: ReviewComparisonProps) {
  const id = useId();
  const changes = changedFields(baseData, draft);
  const changed = new Set(changes.map((change) => change.name));
  const baseName = comparisonBaseName(base);

  return (
    <section aria-labelledby={`${id}-heading`} data-part="review-comparison" data-base={base.kind}>
      <Heading as="h3" size="md" id={`${id}-heading`} mb="2">
        {base.kind === 'none' ? '送審的草稿（尚未發布過）' : `送審草稿與${baseName}的比較`}
      </Heading>
      {base.kind !== 'none' &&
        (changes.length === 0 ? (
          <Text data-part="review-same">送審的草稿與{baseName}相同。</Text>
        ) : (
          <Text data-part="review-changed-fields">
            已修改的欄位：
            {changes.map((change, index) => (
              <span key={change.name}>
                {index > 0 && '、'}
                <mark className={css.changedName} data-field={change.name}>
                  {change.label}
                </mark>
              </span>
            ))}
          </Text>
        ))}
      {isRenderedDocument(docId) ? (
        <div className={base.kind === 'none' ? css.single : css.sides}>
          <Rendering name={DRAFT_NAME} data={draft} changed={changed} side="draft" />
          {base.kind !== 'none' && (
            <Rendering name={baseName} data={baseData} changed={changed} side="base" />
          )}
        </div>
      ) : (
        <DraftDifference
          from={baseData ?? {}}
          to={draft}
          fromLabel={baseName}
          toLabel={DRAFT_NAME}
          sameText={`送審的草稿與${baseName}相同。`}
        />
      )}
    </section>
  );
}

interface RenderingProps {
  name: string;
  data: DocumentData | null;
  changed: ReadonlySet<string>;
  side: 'draft' | 'base';
}

/** One copy drawn as its public page draws it, each changed part marked in words and by a bar. */
function Rendering({ name, data, changed, side }: RenderingProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-name`}
      className={css.side}
      data-part="review-rendering"
      data-side={side}
    >
      <Heading as="h4" size="sm" id={`${id}-name`} className={css.sideName}>
        {name}
      </Heading>
      <div className={css.page}>
        {reviewBlocksOf(data).map((block) => {
          const isChanged = changed.has(block.field);
          return (
            <div
              key={block.field}
              className={isChanged ? css.changed : css.block}
              data-field={block.field}
              data-changed={isChanged ? 'true' : undefined}
            >
              {isChanged && <span className={css.changedTag}>已修改：{block.label}</span>}
              <Block block={block} side={name} />
            </div>
          );
        })}
      </div>
    </section>
  );
}

const isFile = (value: unknown): value is FileEntry =>
  typeof value === 'object' && value !== null && typeof (value as FileEntry).original === 'string';

function listText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const title = (value as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : '';
}

function Block({ block, side }: { block: ReviewBlock; side: string }) {
  switch (block.kind) {
    case 'title':
      return <p className={css.title}>{block.value}</p>;
    case 'lead':
      return <p className={css.lead}>{block.value}</p>;
    case 'html':
      // Headings in the text sit under the copy's own h4, as on the page under its title.
      return <RichText html={block.value} headingTop={5} />;
    case 'text':
      return (
        <p>
          <span className={css.label}>{block.label}：</span>
          {block.value}
        </p>
      );
    case 'images': {
      const images = visibleFiles(block.value.filter(isFile));
      return (
        <div className={css.images}>
          {images.map((image) => (
            <figure key={image.original} className={css.figure}>
              <ResponsiveImage file={image} sizes="(min-width: 62em) 40vw, 100vw" />
              {captionOf(image) && <figcaption>{captionOf(image)}</figcaption>}
            </figure>
          ))}
        </div>
      );
    }
    case 'files':
      return <FileDownload files={block.value} caption={`${block.label}（${side}）`} />;
    case 'list':
      return (
        <p>
          <span className={css.label}>{block.label}：</span>
          {block.value.map(listText).filter(Boolean).join('、')}
        </p>
      );
  }
}
