import * as migration_20261122_100043_initial from './20261122_100043_initial';
import * as migration_20261122_104602_content_relations from './20261122_104602_content_relations';
import * as migration_20261122_143507_accounts from './20261122_143507_accounts';
import * as migration_20261122_145116_catalog from './20261122_145116_catalog';
import * as migration_20261125_014812_cart from './20261125_014812_cart';
import * as migration_20261125_031348_favorites_saved_carts from './20261125_031348_favorites_saved_carts';
import * as migration_20261125_035629_shipping_data from './20261125_035629_shipping_data';
import * as migration_20261125_044659_orders from './20261125_044659_orders';
import * as migration_20261125_063111_order_desk from './20261125_063111_order_desk';
import * as migration_20261125_100320_staff_no_lockout from './20261125_100320_staff_no_lockout';
import * as migration_20261125_111500_pn_key from './20261125_111500_pn_key';
import * as migration_20261125_134520_search_synonyms from './20261125_134520_search_synonyms';
import * as migration_20261125_141839_contact_form_block from './20261125_141839_contact_form_block';
import * as migration_20261125_143228_document_files_per_language from './20261125_143228_document_files_per_language';
import * as migration_20261125_230300_audit_trail from './20261125_230300_audit_trail';
import * as migration_20261127_073923_audit_changes from './20261127_073923_audit_changes';
import * as migration_20261127_074212_tax_exemption_request from './20261127_074212_tax_exemption_request';
import * as migration_20261129_052919_web_user_locale from './20261129_052919_web_user_locale';
import * as migration_20261129_084648_carrier_services from './20261129_084648_carrier_services';
import * as migration_20261129_095728_menu_rich_text from './20261129_095728_menu_rich_text';
import * as migration_20261129_133533_checkout_settings from './20261129_133533_checkout_settings';
import * as migration_20261129_191938_cross_references from './20261129_191938_cross_references';

export const migrations = [
  {
    up: migration_20261122_100043_initial.up,
    down: migration_20261122_100043_initial.down,
    name: '20261122_100043_initial',
  },
  {
    up: migration_20261122_104602_content_relations.up,
    down: migration_20261122_104602_content_relations.down,
    name: '20261122_104602_content_relations',
  },
  {
    up: migration_20261122_143507_accounts.up,
    down: migration_20261122_143507_accounts.down,
    name: '20261122_143507_accounts',
  },
  {
    up: migration_20261122_145116_catalog.up,
    down: migration_20261122_145116_catalog.down,
    name: '20261122_145116_catalog',
  },
  {
    up: migration_20261125_014812_cart.up,
    down: migration_20261125_014812_cart.down,
    name: '20261125_014812_cart',
  },
  {
    up: migration_20261125_031348_favorites_saved_carts.up,
    down: migration_20261125_031348_favorites_saved_carts.down,
    name: '20261125_031348_favorites_saved_carts',
  },
  {
    up: migration_20261125_035629_shipping_data.up,
    down: migration_20261125_035629_shipping_data.down,
    name: '20261125_035629_shipping_data',
  },
  {
    up: migration_20261125_044659_orders.up,
    down: migration_20261125_044659_orders.down,
    name: '20261125_044659_orders',
  },
  {
    up: migration_20261125_063111_order_desk.up,
    down: migration_20261125_063111_order_desk.down,
    name: '20261125_063111_order_desk',
  },
  {
    up: migration_20261125_100320_staff_no_lockout.up,
    down: migration_20261125_100320_staff_no_lockout.down,
    name: '20261125_100320_staff_no_lockout',
  },
  {
    up: migration_20261125_111500_pn_key.up,
    down: migration_20261125_111500_pn_key.down,
    name: '20261125_111500_pn_key',
  },
  {
    up: migration_20261125_134520_search_synonyms.up,
    down: migration_20261125_134520_search_synonyms.down,
    name: '20261125_134520_search_synonyms',
  },
  {
    up: migration_20261125_141839_contact_form_block.up,
    down: migration_20261125_141839_contact_form_block.down,
    name: '20261125_141839_contact_form_block',
  },
  {
    up: migration_20261125_143228_document_files_per_language.up,
    down: migration_20261125_143228_document_files_per_language.down,
    name: '20261125_143228_document_files_per_language',
  },
  {
    up: migration_20261125_230300_audit_trail.up,
    down: migration_20261125_230300_audit_trail.down,
    name: '20261125_230300_audit_trail',
  },
  {
    up: migration_20261127_073923_audit_changes.up,
    down: migration_20261127_073923_audit_changes.down,
    name: '20261127_073923_audit_changes',
  },
  {
    up: migration_20261127_074212_tax_exemption_request.up,
    down: migration_20261127_074212_tax_exemption_request.down,
    name: '20261127_074212_tax_exemption_request',
  },
  {
    up: migration_20261129_052919_web_user_locale.up,
    down: migration_20261129_052919_web_user_locale.down,
    name: '20261129_052919_web_user_locale',
  },
  {
    up: migration_20261129_084648_carrier_services.up,
    down: migration_20261129_084648_carrier_services.down,
    name: '20261129_084648_carrier_services',
  },
  {
    up: migration_20261129_095728_menu_rich_text.up,
    down: migration_20261129_095728_menu_rich_text.down,
    name: '20261129_095728_menu_rich_text',
  },
  {
    up: migration_20261129_133533_checkout_settings.up,
    down: migration_20261129_133533_checkout_settings.down,
    name: '20261129_133533_checkout_settings',
  },
  {
    up: migration_20261129_191938_cross_references.up,
    down: migration_20261129_191938_cross_references.down,
    name: '20261129_191938_cross_references'
  },
];
