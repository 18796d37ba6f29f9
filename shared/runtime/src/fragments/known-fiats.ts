/**
 * The fiat codes a fragment URL may carry (`fiat=`): ISO 4217's currencies in circulation, as ICU lists
 * them (Node 20's `Intl.supportedValuesOf('currency')`), without the IMF's accounting units (XDR, XSU) and
 * the codes withdrawn by 2023 (HRK, CUC). A fixed table rather than the runtime's list, so a page's encoder
 * and every fragment server agree whatever their ICU. The props accept any two to six letters (a host's
 * own code); a fragment URL takes only these, so its `fiat` has at most this many values.
 */
export const knownFiats: ReadonlySet<string> = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD ' +
    'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD ' +
    'GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT ' +
    'LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR ' +
    'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD ' +
    'SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD ' +
    'XCG XOF XPF YER ZAR ZMW ZWG ZWL'
  ).split(' '),
);
