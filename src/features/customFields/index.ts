export { CustomFieldsPanel } from './CustomFieldsPanel.tsx';
