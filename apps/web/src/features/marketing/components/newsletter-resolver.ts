import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterBody } from '@skylark/contract';

export const newsletterResolver = zodResolver(newsletterBody);
