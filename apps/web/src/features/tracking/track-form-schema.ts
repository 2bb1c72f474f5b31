export { trackForm } from '@skylark/contract';
