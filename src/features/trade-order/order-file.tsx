import './mantine-styles';
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import {
  TRADE_CSV_MAX_CHARACTERS,
  TRADE_ORDER_MAX_LINES,
  type TradeCatalogueEntry,
  type TradeOrderLine,
  tradeCsvTemplate,
} from '../../../shared/trade-order';
import { downloadText } from '../../lib/download';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

const TOO_LARGE = `The file is too large: upload at most ${TRADE_ORDER_MAX_LINES} lines.`;

/** The messages of a refused upload: the server's line-by-line problems, or the request's own refusal. */
function problemsOf(error: unknown): string[] {
  if (error instanceof TRPCClientError) {
    const issues = (error.data as { zodError?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } } | undefined)
      ?.zodError;
    const listed = [...(issues?.formErrors ?? []), ...Object.values(issues?.fieldErrors ?? {}).flat()];
    return listed.length > 0 ? listed : [errorMessage(error)];
  }
  return ['The file could not be read. Please try again.'];
}

/**
 * 'Upload CSV' (product or slug, size, quantity under a header line) and its template. The server reads the
 * file; every bad line comes back with its number and reason and nothing is filled until all are good.
 */
export function OrderFile(props: {
  catalogue: TradeCatalogueEntry[];
  onLines: (lines: TradeOrderLine[], fileName: string) => void;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const [fileName, setFileName] = useState<string | null>(null);
  const read = trpc.tradeOrder.readFile.useMutation();

  const upload = async (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    setProblems([]);
    if (file.size > TRADE_CSV_MAX_CHARACTERS * 4) {
      setProblems([TOO_LARGE]);
      return;
    }
    try {
      const result = await read.mutateAsync({ text: await file.text() });
      if (result.ok) props.onLines(result.lines, file.name);
      else setProblems(result.problems);
    } catch (error) {
      setProblems(problemsOf(error));
    }
  };

  return (
    <div>
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv">
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="outline"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              loading={read.isPending}
            >
              Upload CSV
            </Button>
          )}
        </FileButton>
        <Button
          variant="subtle"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadText('quick-order-template.csv', tradeCsvTemplate(props.catalogue))}
        >
          Download template
        </Button>
        <Text size="sm" c="dimmed">
          Columns: product (or slug), size, quantity; up to {TRADE_ORDER_MAX_LINES} lines.
        </Text>
      </Group>
      {problems.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mt="sm"
          title={`Nothing was ordered from ${fileName ?? 'the file'}: please correct these lines and upload it again.`}
        >
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </div>
  );
}
