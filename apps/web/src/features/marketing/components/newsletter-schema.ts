export { newsletterBody as newsletterSchema } from '@skylark/contract';
