// Attributes of the seeded data dictionary: Sales (glossary-seed-words.ts).
import type { AttributeBlock } from '../glossary-seed-words.ts';
import { attr } from './attr.ts';
import { CI, DL, RB, SB } from './products.ts';

export const ATTRIBUTES_SALES: AttributeBlock[] = [
  // Sales
  attr(
    'pos_transaction_id',
    'pos_txn_id',
    'KEY',
    'STRING',
    ['sales'],
    [RB, SB],
    ['POS Transaction ID|POS Txn ID', 'Identifier of the register transaction, built from store, register, date and sequence number.'],
    ['ID de transacción POS', 'Identificador de la transacción de caja, formado por tienda, caja, fecha y número de secuencia.'],
    [
      'ID de transaction POS',
      'Identifiant de la transaction de caisse, formé du magasin, de la caisse, de la date et du numéro de séquence.',
    ],
  ),
  attr(
    'transaction_timestamp',
    'txn_ts',
    'ATTRIBUTE',
    'TIMESTAMP',
    ['sales'],
    [RB],
    ['Transaction Timestamp|Txn Timestamp', 'Local date and time the POS transaction was completed.'],
    ['Fecha y hora de la transacción', 'Fecha y hora local en que se completó la transacción POS.'],
    ['Horodatage de la transaction', 'Date et heure locales de fin de la transaction POS.'],
  ),
  attr(
    'tender_type',
    'tndr_typ',
    'DIMENSION',
    'STRING',
    ['sales', 'shoppers'],
    [SB, RB],
    ['Tender Type', 'Payment method of the transaction: cash, credit, debit, gift card, benefits card or mobile wallet.'],
    ['Forma de pago', 'Método de pago de la transacción: efectivo, crédito, débito, tarjeta de regalo, vales o billetera móvil.'],
    [
      'Mode de paiement',
      'Mode de paiement de la transaction : comptant, crédit, débit, carte-cadeau, carte de prestations ou portefeuille mobile.',
    ],
  ),
  attr(
    'fiscal_week_number',
    'fscl_wk_nbr',
    'DIMENSION',
    'INTEGER',
    ['sales'],
    [RB, CI],
    ['Fiscal Week Number|Fiscal Wk Nbr', 'Week of the fiscal year, 1 to 52 or 53.', 'Fiscal weeks run from Saturday to Friday.'],
    [
      'Número de semana fiscal|Núm. de sem. fiscal',
      'Semana del año fiscal, de 1 a 52 o 53.',
      'Las semanas fiscales van de sábado a viernes.',
    ],
    [
      'Numéro de semaine fiscale|No de sem. fiscale',
      "Semaine de l'exercice, de 1 à 52 ou 53.",
      'Les semaines fiscales vont du samedi au vendredi.',
    ],
  ),
  attr(
    'fiscal_year_number',
    'fscl_yr_nbr',
    'DIMENSION',
    'INTEGER',
    ['sales'],
    [RB, CI],
    [
      'Fiscal Year Number|FY Nbr',
      'Fiscal year, which starts on the Saturday closest to February 1 and is named after the calendar year it ends in.',
    ],
    [
      'Número de año fiscal',
      'Año fiscal, que comienza el sábado más cercano al 1 de febrero y lleva el nombre del año calendario en que termina.',
    ],
    [
      "Numéro d'exercice",
      "Exercice, qui commence le samedi le plus proche du 1er février et porte le nom de l'année civile où il se termine.",
    ],
  ),
  attr(
    'calendar_date',
    'cal_dt',
    'DIMENSION',
    'DATE',
    ['sales'],
    [RB],
    ['Calendar Date|Cal Dt', "Calendar day of the transaction in the store's local time."],
    ['Fecha calendario', 'Día calendario de la transacción en la hora local de la tienda.'],
    ['Date civile', "Jour civil de la transaction à l'heure locale du magasin."],
  ),
  attr(
    'promotion_type',
    'promo_typ',
    'DIMENSION',
    'STRING',
    ['sales'],
    [RB, CI],
    ['Promotion Type|Promo Type', 'Kind of promotion on the item: rollback, clearance, feature, secondary display or none.'],
    ['Tipo de promoción', 'Tipo de promoción del artículo: precio rebajado, liquidación, destacado, exhibición secundaria o ninguna.'],
    ['Type de promotion', "Type de promotion de l'article : baisse de prix, liquidation, vedette, présentoir secondaire ou aucune."],
  ),
  attr(
    'sales_channel',
    'sls_chnl',
    'DIMENSION',
    'STRING',
    ['sales', 'digital'],
    [RB, DL],
    ['Sales Channel|Sls Channel', 'Channel of the sale: in store, online pickup, online delivery, ship to home or marketplace.'],
    ['Canal de venta', 'Canal de la venta: en tienda, recolección en tienda, entrega a domicilio, envío por paquetería o Marketplace.'],
    ['Canal de vente', 'Canal de la vente : en magasin, cueillette, livraison, expédition à domicile ou place de marché.'],
  ),
];
