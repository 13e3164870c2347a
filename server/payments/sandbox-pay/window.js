/*
 * The sandbox payment window (docs/decisions/022-payments.md): asks the server to authorise or fail the payment
 * and posts the outcome to the page that framed it (checkout.js), which is this site's own origin.
 */
(function () {
  'use strict';
  var MESSAGE_SOURCE = 'padmakshya-sandbox-pay';
  var form = document.getElementById('pay');
  var status = document.getElementById('status');
  var close = document.getElementById('close');

  function post(type, response) {
    if (window.parent === window) return;
    window.parent.postMessage({ source: MESSAGE_SOURCE, type: type, response: response }, location.origin);
  }

  function dismiss() {
    post('dismiss');
  }

  close.addEventListener('click', dismiss);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') dismiss();
  });

  if (!form) return;
  var buttons = form.querySelectorAll('button');
  function busy(on) {
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on;
    form.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var submitter = event.submitter;
    var outcome = submitter && submitter.value === 'failure' ? 'failure' : 'success';
    var method = form.querySelector('input[name="method"]:checked');
    busy(true);
    status.textContent = 'Processing your payment…';
    fetch('authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        order_id: form.getAttribute('data-order-id'),
        method: method ? method.value : 'upi',
        outcome: outcome,
      }),
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (answer) {
        if (answer && answer.razorpay_payment_id) {
          status.textContent = 'Payment successful.';
          post('success', answer);
          return;
        }
        var description = answer && answer.error ? answer.error.description : 'The payment failed.';
        status.textContent = description + ' You can try again, or close this window.';
        busy(false);
        if (answer && answer.error && answer.error.metadata && answer.error.metadata.payment_id)
          post('failure', answer);
      })
      .catch(function () {
        status.textContent = 'The payment could not be sent. Please try again.';
        busy(false);
      });
  });

  var first = form.querySelector('input[name="method"]:checked');
  if (first) first.focus();
})();
