import { expect } from '@open-wc/testing';
import { MOCK_IDS } from '../../src/mock/index.js';
import { loadContract } from '../support/contract.js';
import { assertContract, contractStats, startMock } from '../support/platform.js';
import { BASE, get } from './helpers.js';

const json = new Headers({ 'content-type': 'application/json' });

describe('contract checker of the test support', () => {
  afterEach(assertContract);

  it('maps every operation of the contract and prefers fixed paths', async () => {
    const contract = await loadContract();
    expect(contract.operations).to.have.length(42);
    expect(contract.find('GET', `${BASE}/v1/business-units/find?name=x`)!.operationId).to.equal(
      'findBusinessUnit',
    );
    expect(contract.find('GET', `${BASE}/v1/business-units/bu-1`)!.operationId).to.equal(
      'getBusinessUnit',
    );
    expect(contract.find('GET', `${BASE}/prefix/v1/business-units`)!.operationId).to.equal(
      'listBusinessUnits',
    );
    expect(contract.find('DELETE', `${BASE}/v1/business-units/bu-1`)).to.equal(undefined);
    expect(contract.find('GET', 'https://assets.rp-mock.test/stars/4/x.svg')).to.equal(undefined);
  });

  it('reports wrong shapes, unlisted statuses, bodies where none belong and a missing Retry-After', async () => {
    const contract = await loadContract();
    const url = `${BASE}/v1/business-units/bu-1`;
    expect(contract.check('GET', url, 200, json, '{"id":"x"}')[0]).to.contain(
      'getBusinessUnit 200',
    );
    expect(contract.check('GET', url, 418, json, '{}')[0]).to.contain('no 418');
    expect(contract.check('GET', url, 200, json, 'not json')[0]).to.contain('not JSON');
    expect(
      contract.check('GET', url, 503, json, '{"status":503,"code":"server_error","message":"x"}'),
    ).to.deep.equal([]);
    expect(
      contract.check(
        'GET',
        url,
        429,
        json,
        '{"status":429,"code":"rate_limited","message":"x"}',
      )[0],
    ).to.contain('Retry-After');
    const state = `${BASE}/v1/private/conversations/c/state`;
    expect(contract.check('POST', state, 204, new Headers(), '')).to.deep.equal([]);
    expect(contract.check('POST', state, 204, new Headers(), '{}')[0]).to.contain('no body');
    expect(
      contract.check('GET', url, 200, new Headers({ 'content-type': 'text/plain' }), '{}').join(),
    ).to.contain('content-type');
    const problem = '{"status":404,"code":"not_found","message":"x"}';
    expect(contract.check('DELETE', url, 404, json, problem)).to.deep.equal([
      `DELETE ${url}: the contract lists no such operation.`,
    ]);
    // Assets are not API answers.
    const asset = 'https://assets.rp-mock.test/stars/4/x.svg';
    expect(contract.check('GET', asset, 200, new Headers(), '<svg/>')).to.deep.equal([]);
  });

  it('checks the answers of the mock, and skips the ones a fault broke on purpose', async () => {
    const platform = await startMock();
    const before = { ...contractStats };
    await get(`/v1/business-units/${MOCK_IDS.businessUnits.acme}`);
    platform.fail({ operation: 'getBusinessUnit', body: 'wrong-types', times: 1 });
    await get(`/v1/business-units/${MOCK_IDS.businessUnits.acme}`);
    await assertContract();
    expect(contractStats.checked).to.equal(before.checked + 1);
    expect(contractStats.exempt).to.equal(before.exempt + 1);
  });
});
