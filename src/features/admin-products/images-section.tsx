import './mantine-styles';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoUp, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ALT_TEXT_MAX_LENGTH, MAX_PRODUCT_IMAGES } from '../../../shared/schemas/product';
import { FormSection } from './form-section';
import { ACCEPTED_IMAGE_TYPES, type ImageItem, type ImageUploads } from './use-image-uploads';

const NO_FILE = 'You must select an image to upload.';

type RowProps = { item: ImageItem; position: number; count: number; uploads: ImageUploads };

function UploadedImage({ item, position, count, uploads }: RowProps) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Image src={item.url} alt={item.alt || `Image ${position}`} w={96} h={96} fit="contain" radius="sm" bg="cream.2" />
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Image {position}
          </Text>
          {position === 1 ? <Badge variant="light">Card image</Badge> : null}
        </Group>
        <TextInput
          label={`Alt text for image ${position}`}
          description="Describes the image for people who cannot see it; left empty, the shop uses the product's name."
          value={item.alt}
          maxLength={ALT_TEXT_MAX_LENGTH}
          onChange={(event) => uploads.setAlt(item.key, event.currentTarget.value)}
        />
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={`Move image ${position} up`}
          disabled={position === 1}
          onClick={() => uploads.move(item.key, -1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={`Move image ${position} down`}
          disabled={position === count}
          onClick={() => uploads.move(item.key, 1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={`Remove image ${position}`}
          onClick={() => uploads.remove(item.key)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

function UploadingImage({ item }: RowProps) {
  return (
    <Stack gap={4}>
      <Text size="sm">{item.name}</Text>
      <Progress value={item.progress} aria-label={`Uploading ${item.name}`} animated />
      <Text size="xs" c="dimmed" aria-live="polite">
        Uploading… {item.progress}%
      </Text>
    </Stack>
  );
}

function FailedImage({ item, uploads }: RowProps) {
  const canRetry = item.file !== null;
  return (
    <Alert color="red" variant="light" title={`${item.name} was not uploaded`} role="alert">
      <Stack gap="xs">
        <Text size="sm">{item.error}</Text>
        <Group gap="xs">
          {canRetry ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => uploads.retry(item.key)}
            >
              Retry {item.name}
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" color="red.9" onClick={() => uploads.remove(item.key)}>
            Remove {item.name}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

const ROWS = { uploaded: UploadedImage, uploading: UploadingImage, failed: FailedImage } as const;

/**
 * 'Upload product image', several per product: each chosen file uploads at once with its own
 * progress bar; a refused one stays listed with the server's reason until retried or removed.
 */
export function ImagesSection({ uploads, legacyImageUrl }: { uploads: ImageUploads; legacyImageUrl: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const choose = (files: File[]) => {
    resetRef.current?.();
    if (files.length === 0) {
      setError(NO_FILE);
      return;
    }
    setError(null);
    uploads.add(files);
  };
  const uploadedCount = uploads.items.length;
  return (
    <FormSection
      title="Images"
      description={`Up to ${MAX_PRODUCT_IMAGES} images: JPEG, PNG or WebP, up to 5 MB each. Each uploads as soon as you choose it; the first is the shop card's image.`}
    >
      {uploads.items.length === 0 && legacyImageUrl ? (
        <Group gap="sm" wrap="nowrap">
          <Image src={legacyImageUrl} alt="Current card image" w={72} h={72} fit="contain" radius="sm" bg="cream.2" />
          <Text size="sm" c="dimmed">
            The shop shows this image until you add images here.
          </Text>
        </Group>
      ) : null}
      {uploads.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No images yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {uploads.items.map((item, index) => {
            const Row = ROWS[item.status];
            return (
              <Paper key={item.key} withBorder p="sm" radius="sm">
                <Row item={item} position={index + 1} count={uploadedCount} uploads={uploads} />
              </Paper>
            );
          })}
        </Stack>
      )}
      <Group>
        <FileButton multiple accept={ACCEPTED_IMAGE_TYPES.join(',')} onChange={choose} resetRef={resetRef}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />}>
              Add images
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </FormSection>
  );
}
