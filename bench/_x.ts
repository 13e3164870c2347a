import { chromium } from 'playwright-core';
const base = 'http://localhost:4398';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const path of ['/', '/cart', '/address', '/checkout']) {
  const page = await browser.newPage();
  const sizes: [string, number][] = [];
  page.on('response', async (r) => { if (r.url().endsWith('.js')) { const b = await r.body().catch(() => Buffer.alloc(0)); sizes.push([r.url().split('/').pop()!, b.length]); } });
  await page.goto(base + '/');
  await page.evaluate(() => { localStorage.setItem('CART_SESSION', JSON.stringify([{product_id:105,product_name:'Saree',product_slug:'kanjeevaram-silk-saree-indigo',product_image:'',product_type:0,product_price:7700,product_selling_price:6550,selected_variation:[],quantity:1}])); localStorage.setItem('ADDRESS_SESSION', JSON.stringify({ user_email: 'a@example.com', shipping_amount: 0, user_address: { ua_fname: 'Meera', ua_lname: 'Kapoor', ua_mobile: '9876543210', ua_pincode: '302001', ua_state_name: 'Rajasthan', ua_city_name: 'Jaipur', ua_state_id: 29, ua_city_id: 188, ua_apartment: 'Flat 4B', ua_complete_address: '12 MI Road', ua_country_id: 101, ua_country_name: 'India', ua_address_type: 'Home', ua_address_type_other: '', ua_default_address: 1 } })); });
  sizes.length = 0;
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const total = sizes.reduce((s, [, n]) => s + n, 0);
  console.log(path, Math.round(total / 1024), 'KB raw', sizes.length, 'files');
  console.log('  ', sizes.sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, s]) => `${n}:${Math.round(s / 1024)}`).join(' '));
  await page.close();
}
await browser.close();
