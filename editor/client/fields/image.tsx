import { useId, useState } from 'react';
import { pictureAddress, uploadImage } from '../api.ts';
import { fieldId, pathKey, type Data } from '../schema.ts';
import { useForm, type FieldProps } from './context.ts';
import { GroupFrame, Messages, titleOf } from './frame.tsx';
import { GroupField } from './group.tsx';
import { Field } from './index.tsx';
import { visuallyHidden } from '../../../src/ui/VisuallyHidden.tsx';
import { Button, fileButton } from '../ui/Button.tsx';
import { choice, choices, picker, thumbnail, upload as uploadLook } from './image-styles.ts';

/** An image: a picture from public/ (with thumbnails), or a new one uploaded, and what it shows in words. */
export function ImageField({ path, schema, value, required, order, label, name }: FieldProps) {
  const { edit, images, setImages, problems } = useForm();
  const [status, setStatus] = useState('');
  const uploadId = useId();
  const title = titleOf({ label, name, path, schema });
  if (value === undefined) return <GroupField path={path} schema={schema} value={value} required={required} order={order} label={title} />;
  const image = value as Data;
  const src = typeof image.src === 'string' ? image.src : '';
  const keys = Object.keys(schema.properties ?? {});
  const choose = (next: string) => edit({ op: 'set', path: [...path, 'src'], value: next, order: keys });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus(`Uploading ${file.name}…`);
    const result = await uploadImage(file);
    if (result.error || !result.src) return setStatus(`Not added: ${result.error ?? 'the upload failed'}`);
    setImages(result.images ?? images);
    choose(result.src);
    setStatus(`Added ${result.src}`);
  };
  const id = fieldId([...path, 'src']);
  return (
    <GroupFrame path={path} schema={schema} title={title} required={required}>
      <Messages path={[...path, 'src']} id={`${id}-problems`} />
      <details css={picker} open={!src}>
        <summary>
          {src ? <img css={thumbnail} src={pictureAddress(src)} alt="" width={96} height={72} /> : null}
          <span>{src ? `Picture: ${src}` : 'Choose a picture'}</span>
        </summary>
        <div
          role="radiogroup"
          aria-label={`Picture for ${title.toLowerCase()}`}
          aria-describedby={problems.has(pathKey([...path, 'src'])) ? `${id}-problems` : undefined}
          css={choices}
          id={id}
        >
          {images.map((file) => (
            <label key={file.src} css={choice}>
              <input type="radio" name={id} value={file.src} checked={file.src === src} onChange={() => choose(file.src)} />
              <img src={pictureAddress(file.src)} alt="" width={96} height={72} loading="lazy" />
              <span>{file.src.replace(/^\/images\//, '')}</span>
            </label>
          ))}
        </div>
      </details>
      <div css={uploadLook}>
        <input id={uploadId} css={visuallyHidden} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml" onChange={(event) => void upload(event.target.files?.[0])} />
        <label htmlFor={uploadId} css={fileButton}>
          Upload a new picture
        </label>
        <span role="status">{status}</span>
      </div>
      <Field path={[...path, 'alt']} schema={schema.properties!.alt!} value={image.alt} required order={keys} label="Alt text" />
      {!required && (
        <Button look="quiet" onClick={() => edit({ op: 'set', path, value: undefined })}>
          Remove {title.toLowerCase()}
        </Button>
      )}
    </GroupFrame>
  );
}
