// Mantine stylesheets this folder's components need beyond the entry's (src/main.tsx), in Mantine's
// order; imported by those components so they ship in the lazily loaded chunk that uses them.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Typography.layer.css';
