import * as migration_20261122_100101_initial from './20261122_100101_initial';
import * as migration_20261122_104605_content_relations from './20261122_104605_content_relations';
import * as migration_20261122_143519_accounts from './20261122_143519_accounts';
import * as migration_20261122_145121_catalog from './20261122_145121_catalog';
import * as migration_20261125_014827_cart from './20261125_014827_cart';
import * as migration_20261125_031353_favorites_saved_carts from './20261125_031353_favorites_saved_carts';
import * as migration_20261125_035634_shipping_data from './20261125_035634_shipping_data';
import * as migration_20261125_044707_orders from './20261125_044707_orders';
import * as migration_20261125_063120_order_desk from './20261125_063120_order_desk';
import * as migration_20261125_100328_staff_no_lockout from './20261125_100328_staff_no_lockout';
import * as migration_20261125_111500_pn_key from './20261125_111500_pn_key';
import * as migration_20261125_134525_search_synonyms from './20261125_134525_search_synonyms';
import * as migration_20261125_141847_contact_form_block from './20261125_141847_contact_form_block';
import * as migration_20261125_143255_document_files_per_language from './20261125_143255_document_files_per_language';
import * as migration_20261125_230307_audit_trail from './20261125_230307_audit_trail';
import * as migration_20261127_073948_audit_changes from './20261127_073948_audit_changes';
import * as migration_20261127_074333_tax_exemption_request from './20261127_074333_tax_exemption_request';
import * as migration_20261129_052928_web_user_locale from './20261129_052928_web_user_locale';
import * as migration_20261129_084750_carrier_services from './20261129_084750_carrier_services';
import * as migration_20261129_095749_menu_rich_text from './20261129_095749_menu_rich_text';
import * as migration_20261129_133540_checkout_settings from './20261129_133540_checkout_settings';
import * as migration_20261129_191943_cross_references from './20261129_191943_cross_references';

export const migrations = [
  {
    up: migration_20261122_100101_initial.up,
    down: migration_20261122_100101_initial.down,
    name: '20261122_100101_initial',
  },
  {
    up: migration_20261122_104605_content_relations.up,
    down: migration_20261122_104605_content_relations.down,
    name: '20261122_104605_content_relations',
  },
  {
    up: migration_20261122_143519_accounts.up,
    down: migration_20261122_143519_accounts.down,
    name: '20261122_143519_accounts',
  },
  {
    up: migration_20261122_145121_catalog.up,
    down: migration_20261122_145121_catalog.down,
    name: '20261122_145121_catalog',
  },
  {
    up: migration_20261125_014827_cart.up,
    down: migration_20261125_014827_cart.down,
    name: '20261125_014827_cart',
  },
  {
    up: migration_20261125_031353_favorites_saved_carts.up,
    down: migration_20261125_031353_favorites_saved_carts.down,
    name: '20261125_031353_favorites_saved_carts',
  },
  {
    up: migration_20261125_035634_shipping_data.up,
    down: migration_20261125_035634_shipping_data.down,
    name: '20261125_035634_shipping_data',
  },
  {
    up: migration_20261125_044707_orders.up,
    down: migration_20261125_044707_orders.down,
    name: '20261125_044707_orders',
  },
  {
    up: migration_20261125_063120_order_desk.up,
    down: migration_20261125_063120_order_desk.down,
    name: '20261125_063120_order_desk',
  },
  {
    up: migration_20261125_100328_staff_no_lockout.up,
    down: migration_20261125_100328_staff_no_lockout.down,
    name: '20261125_100328_staff_no_lockout',
  },
  {
    up: migration_20261125_111500_pn_key.up,
    down: migration_20261125_111500_pn_key.down,
    name: '20261125_111500_pn_key',
  },
  {
    up: migration_20261125_134525_search_synonyms.up,
    down: migration_20261125_134525_search_synonyms.down,
    name: '20261125_134525_search_synonyms',
  },
  {
    up: migration_20261125_141847_contact_form_block.up,
    down: migration_20261125_141847_contact_form_block.down,
    name: '20261125_141847_contact_form_block',
  },
  {
    up: migration_20261125_143255_document_files_per_language.up,
    down: migration_20261125_143255_document_files_per_language.down,
    name: '20261125_143255_document_files_per_language',
  },
  {
    up: migration_20261125_230307_audit_trail.up,
    down: migration_20261125_230307_audit_trail.down,
    name: '20261125_230307_audit_trail',
  },
  {
    up: migration_20261127_073948_audit_changes.up,
    down: migration_20261127_073948_audit_changes.down,
    name: '20261127_073948_audit_changes',
  },
  {
    up: migration_20261127_074333_tax_exemption_request.up,
    down: migration_20261127_074333_tax_exemption_request.down,
    name: '20261127_074333_tax_exemption_request',
  },
  {
    up: migration_20261129_052928_web_user_locale.up,
    down: migration_20261129_052928_web_user_locale.down,
    name: '20261129_052928_web_user_locale',
  },
  {
    up: migration_20261129_084750_carrier_services.up,
    down: migration_20261129_084750_carrier_services.down,
    name: '20261129_084750_carrier_services',
  },
  {
    up: migration_20261129_095749_menu_rich_text.up,
    down: migration_20261129_095749_menu_rich_text.down,
    name: '20261129_095749_menu_rich_text',
  },
  {
    up: migration_20261129_133540_checkout_settings.up,
    down: migration_20261129_133540_checkout_settings.down,
    name: '20261129_133540_checkout_settings',
  },
  {
    up: migration_20261129_191943_cross_references.up,
    down: migration_20261129_191943_cross_references.down,
    name: '20261129_191943_cross_references'
  },
];
