import { graphql } from "@exitgame/schema";

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!, $code: String) {
    login(email: $email, password: $password, code: $code) {
      viewer {
        id
        emailVerified
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($email: String!, $password: String!, $displayName: String!) {
    register(email: $email, password: $password, displayName: $displayName)
  }
`);

export const ConfirmRegistrationMutation = graphql(`
  mutation ConfirmRegistration($email: String!, $code: String!) {
    confirmRegistration(email: $email, code: $code) {
      viewer {
        id
        emailVerified
      }
    }
  }
`);

export const ResendRegistrationCodeMutation = graphql(`
  mutation ResendRegistrationCode($email: String!) {
    resendRegistrationCode(email: $email)
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($code: String!) {
    verifyEmail(code: $code) {
      id
      emailVerified
    }
  }
`);

export const ResendCodeMutation = graphql(`
  mutation ResendVerificationCode {
    resendVerificationCode
  }
`);

export const RequestResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetTokenValidQuery = graphql(`
  query PasswordResetTokenValid($token: String!) {
    passwordResetTokenValid(token: $token)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      viewer {
        id
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($displayName: String!) {
    updateProfile(displayName: $displayName) {
      id
      displayName
    }
  }
`);
