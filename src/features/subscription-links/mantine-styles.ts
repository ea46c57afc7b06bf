// Mantine stylesheets this folder's components need beyond the entry's (src/main.tsx), in Mantine's
// order; imported by those components so they ship in the lazily loaded chunk that uses them.
import '@mantine/core/styles/Alert.layer.css';
