/**
 * The partners' own published examples, reproduced as data: each names where it is published.
 * Contract tests hold our adapters to these, beside the fixtures the tests sign themselves.
 */

/** OK, `callbacks.payment` page (apiok/documentation): its two response examples. */
export const OK_DOC = {
  success: `<?xml version="1.0" encoding="UTF-8"?>
<callbacks_payment_response xmlns="http://api.forticom.com/1.0/">
    true
</callbacks_payment_response>`,
  invalidPayment: `<?xml version="1.0" encoding="UTF-8"?>
<ns2:error_response xmlns:ns2='http://api.forticom.com/1.0/'>
    <error_code>1001</error_code>
    <error_msg>CALLBACK_INVALID_PAYMENT : Payment is invalid and can not be processed</error_msg>
</ns2:error_response>`,
  /** The parameters the page documents, in their documented formats. */
  params: [
    'uid',
    'transaction_id',
    'transaction_time',
    'product_code',
    'product_option',
    'amount',
    'currency',
    'payment_system',
    'extra_attributes',
    'trial_days',
    'card_promo',
    'sig',
  ],
} as const;

/**
 * Kongregate, "Signed Requests/Callbacks" (docs.kongregate.com/docs/concepts-signed-requests):
 * the sample secret API key and the signed request made with it.
 */
export const KONG_DOC = {
  apiKey: '748e63d7-c48c-418c-aa25-80456de2b98c',
  signedRequest:
    'GbmlDg_VNvaFZFKMR6iIXBqQWtdCyzgwSPTc1IB7pC8.eyJhbGdvcml0aG0iOiJITUFDLVNIQTI1NiIsImV2ZW50IjoidGVzdCJ9',
  payload: { algorithm: 'HMAC-SHA256', event: 'test' },
} as const;

/** XML with the layout whitespace between tags and around text dropped, quotes made one kind. */
export const xmlShape = (xml: string): string =>
  xml.replace(/>\s+/g, '>').replace(/\s+</g, '<').replace(/'/g, '"').trim();

/**
 * Xsolla's in-game store order webhooks as its PHP SDK's own message tests lay them out
 * (xsolla/xsolla-sdk-php, tests/Unit/Webhook/Message/Order{Paid,Canceled}MessageTest.php): the
 * fields and their types, with our pack, price and user in place of the SDK's sample values.
 */
export function xsollaOrder(
  type: 'order_paid' | 'order_canceled',
  o: { invoiceId: string; sku: string; amount: string; userId: string; mode?: string },
) {
  return {
    notification_type: type,
    items: [
      {
        sku: o.sku,
        type: 'virtual_good',
        is_pre_order: false,
        quantity: 1,
        amount: o.amount,
        promotions: [],
      },
    ],
    order: {
      id: Number(o.invoiceId) + 1_000_000,
      mode: o.mode ?? 'default',
      currency_type: 'real',
      currency: 'USD',
      amount: o.amount,
      status: type === 'order_paid' ? 'paid' : 'canceled',
      platform: 'xsolla',
      comment: null,
      invoice_id: o.invoiceId,
      promotions: [],
      promocodes: [],
      coupons: [],
    },
    user: { external_id: o.userId, email: 'player@example.com' },
  };
}

/**
 * VK's payment notifications as VK's published PHP sample shows them (its request fields, in the
 * sample's order); our values go in place of the sample's ids.
 */
export const VK_SAMPLE_FIELDS = {
  get_item: ['app_id', 'item', 'lang', 'notification_type', 'order_id', 'receiver_id', 'user_id'],
  order_status_change: [
    'app_id',
    'date',
    'item',
    'item_id',
    'item_photo_url',
    'item_price',
    'item_title',
    'notification_type',
    'order_id',
    'receiver_id',
    'status',
    'user_id',
  ],
} as const;
