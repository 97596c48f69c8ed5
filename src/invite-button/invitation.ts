import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { createInvitationLink } from '../api/product-reviews.js';
import { isAllowedRedirectUri } from '../api/implicit-grant.js';
import { TokenExpiredError } from '../api/errors.js';
import type { Client } from '../api/client.js';
import type {
  InvitationLinkRequest,
  InvitationLinkResponse,
  InvitationProduct,
} from '../api/types.js';
import { reportError } from '../core/events.js';
import { describeFailure, retryable } from '../owner/failures.js';
import { RpInvitationCreatedEvent } from './events.js';
import type { InviteMessages } from './messages.js';

/** What the owner and the page gave, before it is checked. */
export interface InvitationInput {
  email?: string;
  name?: string;
  referenceId?: string;
  locale?: string;
  redirectUri?: string;
  productIds?: string;
  products?: Partial<InvitationProduct>[];
}

/** Input refused before any request; its message is for the owner. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The request body, or an `InvalidInputError` naming the rule that is broken. */
export function invitationBody(input: InvitationInput, t: InviteMessages): InvitationLinkRequest {
  const refuse = (message: string) => {
    throw new InvalidInputError(message);
  };
  const email = input.email?.trim() ?? '';
  const name = input.name?.trim() ?? '';
  if (!email) refuse(t.emailMissing);
  if (!emailPattern.test(email)) refuse(t.emailInvalid(email));
  if (!name) refuse(t.nameMissing);
  const ids = (input.productIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const products = input.products ?? [];
  if (ids.length && products.length) refuse(t.productsBoth);
  if (!ids.length && !products.length) refuse(t.productsNeither);
  products.forEach((product, i) => {
    if (!product?.name?.trim() || !product.sku?.trim()) refuse(t.productIncomplete(i + 1));
  });
  const redirectUri = input.redirectUri?.trim() || undefined;
  if (redirectUri && !isAllowedRedirectUri(redirectUri)) {
    refuse(t.insecure('consumer-redirect-uri', redirectUri));
  }
  const body = {
    consumer: { email, name },
    ...(input.referenceId ? { referenceId: input.referenceId } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
    ...(redirectUri ? { redirectUri } : {}),
  };
  return ids.length
    ? { ...body, productIds: ids }
    : { ...body, products: products as InvitationProduct[] };
}

/** What the invitation needs from its element, given when it is made. */
export interface InvitationOptions {
  messages(): InviteMessages;
  /** Checks the input and configuration; throws what is wrong. */
  prepare(): { client: Client; businessUnitId: string; body: InvitationLinkRequest };
  /** The platform refused the token: forget it. */
  tokenExpired(): void;
}

/**
 * Creates one invitation link per activation. A second activation while one is in flight is
 * ignored, so a double click never makes two invitations.
 */
export class InvitationController {
  /** The last link made, until the owner signs out. */
  link?: InvitationLinkResponse;
  /** Why the last attempt failed, in words for the owner. */
  error?: string;
  /** Whether the last failure may pass when tried again. */
  canRetry = false;

  private readonly task: Task<[], InvitationLinkResponse>;

  constructor(host: ReactiveControllerHost & HTMLElement, options: InvitationOptions) {
    this.task = new Task(host, {
      autoRun: false,
      args: () => [],
      task: async (_, { signal }) => {
        const { client, businessUnitId, body } = options.prepare();
        return createInvitationLink(client, businessUnitId, body, { signal });
      },
      onComplete: (link) => {
        this.link = link;
        host.dispatchEvent(new RpInvitationCreatedEvent(link.reviewLinkId, link.reviewUrl));
      },
      onError: (error) => {
        if ((error as Error).name === 'AbortError') return;
        if (error instanceof TokenExpiredError) options.tokenExpired();
        this.error = describeFailure(error, options.messages());
        this.canRetry = retryable(error);
        reportError(host, error as Error);
      },
    });
  }

  get pending(): boolean {
    return this.task.status === TaskStatus.PENDING;
  }

  create(): void {
    if (this.pending) return;
    this.error = undefined;
    this.link = undefined;
    void this.task.run();
  }

  /** Forgets the link and the failure (on sign-out). */
  clear(): void {
    this.task.abort();
    this.link = this.error = undefined;
  }
}
