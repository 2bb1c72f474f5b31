// the list the server's mails and documents use too (docs/decisions/110)
export { default } from '@skylark/contract/places/es.json';
