// Mantine stylesheets this folder's components need beyond the entry's (src/main.tsx), in Mantine's
// order; imported by those components so they ship in the lazily loaded chunks that use them.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
