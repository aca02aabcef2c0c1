import type { UploadQueueFactory } from '../../../application/editing/editing-kit';
import { ALT_REQUIRED } from '../../../domain/editing/content-fields';
import { FilesField, type EditableFile } from './files-field';
import { textAlternativeOf } from '../../../shared/file-helpers';

export interface ImageFieldProps {
  id: string;
  label: string;
  value: EditableFile | undefined;
  onChange(image: EditableFile | undefined): void;
  uploadQueue: UploadQueueFactory;
  readOnly: boolean;
  help?: string;
  /** A message for the whole field (請上傳圖片). */
  message?: string | undefined;
  /** The page the image belongs to, whose rights the upload is checked on; `*` (the chrome's) by default. */
  path?: string;
  /** Called when a control of the panel loses focus, so a form checks the image. */
  onBlur?(): void;
  /** Messages on the image's own fields by name (`alt`, `description`), from a form or the server. */
  entryMessages?: Readonly<Record<string, string>>;
}

/** The alt rule of one image: a text alternative (alt, else description) unless it is decorative. */
export const altMissing = (image: EditableFile | undefined): boolean =>
  image !== undefined && image.decorative !== true && textAlternativeOf(image) === '';

/**
 * One image (the logo, a slide's picture, a video's thumbnail) through the files panel: upload
 * with progress, alt text or 裝飾性圖片. A new upload replaces the image, so the panel never holds
 * more than one.
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  uploadQueue,
  readOnly,
  help,
  message,
  // Chrome documents take the rights of `*` (docs/api.md, "Authoring").
  path = '*',
  onBlur,
  entryMessages = {},
}: ImageFieldProps) {
  const messages: Record<string, string> = {};
  for (const [name, text] of Object.entries(entryMessages)) messages[`0.${name}`] = text;
  if (altMissing(value)) messages['0.alt'] = ALT_REQUIRED;
  if (message) messages[''] = message;
  return (
    <FilesField
      id={id}
      label={label}
      kind="images"
      value={value ? [value] : []}
      onChange={(list) => onChange(list.at(-1))}
      {...(onBlur ? { onBlur } : {})}
      path={path}
      uploadQueue={uploadQueue}
      readOnly={readOnly}
      {...(help ? { help } : {})}
      messages={messages}
    />
  );
}
