import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome } from '@site-chrome/dev/testing';
import { ChromeProviders } from '../chrome-providers';
import { Button } from './button';

describe('Button', () => {
  describe('given a Button inside a form', () => {
    it('is a plain button, so pressing it does not submit the form', async () => {
      const user = userEvent.setup();
      const submitted = jest.fn();
      const pressed = jest.fn();
      renderWithChrome(
        <ChromeProviders>
          <form
            aria-label="Profile"
            onSubmit={(event) => {
              event.preventDefault();
              submitted();
            }}
          >
            <Button onClick={pressed}>Copy UID</Button>
          </form>
        </ChromeProviders>,
      );
      const button = screen.getByRole('button', { name: 'Copy UID' });

      await user.click(button);

      expect(button).toHaveAttribute('type', 'button');
      expect(pressed).toHaveBeenCalledTimes(1);
      expect(submitted).not.toHaveBeenCalled();
    });

    it('submits the form when asked to with type="submit"', async () => {
      const user = userEvent.setup();
      const submitted = jest.fn();
      renderWithChrome(
        <ChromeProviders>
          <form
            aria-label="Profile"
            onSubmit={(event) => {
              event.preventDefault();
              submitted();
            }}
          >
            <Button type="submit" $variant="primary">
              Save
            </Button>
          </form>
        </ChromeProviders>,
      );

      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(submitted).toHaveBeenCalledTimes(1);
    });
  });
});
