export { CopyButton } from '@/components/ui/copy-button';
