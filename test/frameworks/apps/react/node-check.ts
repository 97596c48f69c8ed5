// A Node-only program (no DOM library, Node 20's types) that uses the headless client.
import { createClient, getBusinessUnit, TokenStore } from 'rp-widgets/api';
import { passwordGrant } from 'rp-widgets/api/server';

const client = createClient({ apiKey: 'rp-mock-key', baseUrl: process.argv[2] ?? '' });
const unit = await getBusinessUnit(client, 'bu-acme');
console.log(unit.displayName, typeof passwordGrant, new TokenStore('rp-mock-key', null).get());
