import { graphql } from "@exitgame/schema";

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String) {
    adminUsers(search: $search, first: 100) {
      total
      users {
        id
        email
        displayName
        roles
        emailVerified
        createdAt
        gameCount
      }
    }
  }
`);

export const SetUserRolesMutation = graphql(`
  mutation SetUserRoles($userId: ID!, $roles: [Role!]!) {
    setUserRoles(userId: $userId, roles: $roles) {
      id
      email
      roles
    }
  }
`);

export const AdminEnvironmentQuery = graphql(`
  query AdminEnvironment {
    adminEnvironment {
      version
      nodeVersion
      environment
      database
      mail
      rateLimits
      publicUrl
      dataDir
      uptimeSeconds
      commonPasswords
    }
  }
`);

export const AdminAssetStatsQuery = graphql(`
  query AdminAssetStats {
    adminAssetStats {
      tags
      storage
      storedFiles
      kinds {
        kind
        count
        curated
        bytes
      }
    }
  }
`);
