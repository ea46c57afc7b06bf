import './mantine-styles';
import { Button, FileInput, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { uploadProductImage } from './upload-image';

type ImageFieldProps = {
  /** The product's image when the dialog opened ('' for none). */
  initialUrl: string;
  onChange: (url: string) => void;
  /** Tells the dialog an upload is running, so it is not saved half-way. */
  onUploadingChange: (uploading: boolean) => void;
};

/**
 * Spec 'Upload product image': choose a file, upload it (with a progress bar), and the stored
 * image's URL becomes the product's image. The server checks the content and explains refusals.
 */
export function ImageField({ initialUrl, onChange, onUploadingChange }: ImageFieldProps) {
  // The form is uncontrolled, so the field keeps the URL it shows and reports changes to the form.
  const [value, setValue] = useState(initialUrl);
  const change = (url: string) => {
    setValue(url);
    onChange(url);
  };
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) {
      setError('You must select an image to upload.');
      notify.error('You must select an image to upload.');
      return;
    }
    setError(null);
    setProgress(0);
    onUploadingChange(true);
    try {
      const image = await uploadProductImage(file, setProgress);
      change(image.url);
      setFile(null);
      notify.success('Image uploaded successfully!');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      notify.error(message, 'Image upload failed');
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  return (
    <Stack gap="xs">
      {value ? (
        <Group gap="sm" align="center">
          <Image src={value} alt="Current product image" w={96} h={96} fit="contain" radius="sm" bg="cream.2" />
          <Button variant="subtle" size="xs" color="red.9" onClick={() => change('')} disabled={progress !== null}>
            Remove image
          </Button>
        </Group>
      ) : null}
      <FileInput
        label="Product image"
        description="JPEG, PNG or WebP, up to 5 MB."
        placeholder="Choose an image"
        accept="image/png,image/jpeg,image/webp"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setError(null);
        }}
        error={error}
        clearable
        disabled={progress !== null}
      />
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPhotoUp size={16} aria-hidden />}
          onClick={upload}
          loading={progress !== null}
        >
          Upload Image
        </Button>
      </Group>
      {progress !== null ? (
        <Stack gap={4}>
          <Progress value={progress} aria-label="Upload progress" animated />
          <Text size="xs" c="dimmed" aria-live="polite">
            Uploading… {progress}%
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
